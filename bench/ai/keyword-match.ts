// The span matching rule of the keyword bench (ADR 090), shared by the bench and the data build.

function contains(long: string[], short: string[]): boolean {
  for (let i = 0; i + short.length <= long.length; i++)
    if (short.every((w, k) => long[i + k] === w)) return true;
  return false;
}

/**
 * Two normalised word sequences match: `exact` when equal; `overlap` also when one is a contiguous
 * run of whole words of the other covering at least half of its words.
 */
export function spanMatches(a: string[], b: string[], mode: 'exact' | 'overlap'): boolean {
  if (!a.length || !b.length) return false;
  if (a.length === b.length) return a.every((w, i) => w === b[i]);
  if (mode === 'exact') return false;
  const [long, short] = a.length > b.length ? [a, b] : [b, a];
  return short.length * 2 >= long.length && contains(long, short);
}
