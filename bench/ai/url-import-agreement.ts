// Agreement of URL import with each saved page's real description (bench/ai/url-import.ts):
// word recall (share of the reference description's words the import has) and precision
// (share of the import's words that are in the reference: site chrome lowers it).
const words = (s: string) =>
  (s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length > 1);

export function wordAgreement(
  got: string,
  reference: string,
): { recall: number; precision: number } {
  const want = new Map<string, number>();
  for (const w of words(reference)) want.set(w, (want.get(w) ?? 0) + 1);
  const have = new Map<string, number>();
  for (const w of words(got)) have.set(w, (have.get(w) ?? 0) + 1);
  let hit = 0;
  for (const [w, n] of want) hit += Math.min(n, have.get(w) ?? 0);
  const total = [...want.values()].reduce((a, b) => a + b, 0);
  const gotTotal = [...have.values()].reduce((a, b) => a + b, 0);
  return { recall: total ? hit / total : 0, precision: gotTotal ? hit / gotTotal : 0 };
}
