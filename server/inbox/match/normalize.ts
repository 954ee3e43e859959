import 'server-only';

const LEGAL_SUFFIXES = new Set([
  'inc',
  'incorporated',
  'llc',
  'ltd',
  'limited',
  'gmbh',
  'ag',
  'se',
  'sa',
  'sas',
  'sarl',
  'srl',
  'sl',
  'corp',
  'corporation',
  'co',
  'company',
  'plc',
  'bv',
  'nv',
  'kg',
  'oy',
  'ab',
  'as',
  'pty',
  'group',
  'holding',
  'holdings',
  'the',
]);

const FREEMAIL = new Set([
  'gmail',
  'googlemail',
  'outlook',
  'hotmail',
  'yahoo',
  'icloud',
  'gmx',
  'web',
  'proton',
  'protonmail',
  'fastmail',
  'aol',
  'mail',
]);

export function words(text: string): string[] {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/&/g, ' and ')
      // Dotted initials are one word: "S.A." → "sa", "B.V." → "bv".
      .replace(/\b([a-z])\.(?=[a-z]\.)/g, '$1')
      .replace(/\b([a-z])\.(?=[a-z]\b)/g, '$1')
      .split(/[^a-z0-9]+/)
      .filter(Boolean)
  );
}

/** A company name without case, accents, punctuation or legal form: "Acme, Inc." → "acme". */
export function companyKey(name: string): string {
  return words(name)
    .filter((w) => !LEGAL_SUFFIXES.has(w))
    .join(' ');
}

/** A company key without spaces, as domains, ATS links and sender local parts write it ("pied piper" → "piedpiper"). */
export const compact = (key: string): string => key.replace(/ /g, '');

/**
 * How well two company keys agree: 1 the same name (spaces aside), 0.5 one is the other's leading
 * words ("northwind" and "northwind traders"; the shorter at least 4 letters), else 0.
 */
export function companyAgreement(a: string, b: string): number {
  if (!a || !b) return 0;
  if (compact(a) === compact(b)) return 1;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return compact(short).length >= 4 && long.startsWith(`${short} `) ? 0.5 : 0;
}

/** The organisation label of a sender domain ("jobs.acme.co.uk" → "acme"); null for free-mail providers. */
export function domainLabel(domain: string): string | null {
  const parts = domain.toLowerCase().split('.').filter(Boolean);
  if (parts.length < 2) return null;
  const secondLevel =
    ['co', 'com', 'org', 'net', 'ac', 'gov'].includes(parts.at(-2)!) && parts.length >= 3;
  const label = secondLevel ? parts.at(-3)! : parts.at(-2)!;
  return FREEMAIL.has(label) ? null : label;
}

/** Host and path of a link, for comparing job links ("https://www.x.com/jobs/1/?a" → "x.com/jobs/1"). */
export function linkKey(link: string): string | null {
  try {
    const url = new URL(link);
    return `${url.hostname.replace(/^www\./, '')}${url.pathname.replace(/\/+$/, '')}`.toLowerCase();
  } catch {
    return null;
  }
}

/** Word overlap of two job titles, 0..1 (Jaccard over words). */
export function titleSimilarity(a: string, b: string): number {
  const x = new Set(words(a));
  const y = new Set(words(b));
  if (!x.size || !y.size) return 0;
  let common = 0;
  for (const w of x) if (y.has(w)) common += 1;
  return common / (x.size + y.size - common);
}

/** True when `phrase`'s words occur in `text`'s words in a row. */
export function containsPhrase(text: string, phrase: string): boolean {
  const p = words(phrase);
  if (!p.length) return false;
  const t = words(text);
  outer: for (let i = 0; i + p.length <= t.length; i += 1) {
    for (let j = 0; j < p.length; j += 1) if (t[i + j] !== p[j]) continue outer;
    return true;
  }
  return false;
}
