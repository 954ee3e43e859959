// Country names and codes as application forms write them, for matching the profile's country
// (ISO alpha-2 or a name) to a form's option or question ("authorized to work in the UK?").
const COUNTRIES: Record<string, string[]> = {
  US: ['united states', 'united states of america', 'usa', 'us', 'u.s.', 'america'],
  GB: ['united kingdom', 'uk', 'u.k.', 'great britain', 'britain', 'england', 'scotland', 'wales'],
  CA: ['canada'],
  IE: ['ireland'],
  DE: ['germany', 'deutschland'],
  FR: ['france'],
  NL: ['netherlands', 'the netherlands', 'holland'],
  ES: ['spain'],
  IT: ['italy'],
  PT: ['portugal'],
  SE: ['sweden'],
  NO: ['norway'],
  DK: ['denmark'],
  FI: ['finland'],
  PL: ['poland'],
  CH: ['switzerland'],
  AT: ['austria'],
  BE: ['belgium'],
  AU: ['australia'],
  NZ: ['new zealand'],
  IN: ['india'],
  SG: ['singapore'],
  JP: ['japan'],
  BR: ['brazil'],
  MX: ['mexico'],
  IL: ['israel'],
  AE: ['united arab emirates', 'uae'],
  ZA: ['south africa'],
};

/** The ISO alpha-2 code of a country written as a code or a name, or null. */
export function countryCode(text: string | null | undefined): string | null {
  if (!text) return null;
  const t = text.trim().toLowerCase();
  if (/^[a-z]{2}$/.test(t) && COUNTRIES[t.toUpperCase()]) return t.toUpperCase();
  for (const [code, names] of Object.entries(COUNTRIES)) if (names.includes(t)) return code;
  return null;
}

/** The country's usual English name ("United Kingdom"), or the text itself when unknown. */
export function countryName(text: string | null | undefined): string | null {
  if (!text) return null;
  const code = countryCode(text);
  if (!code) return text.trim();
  const name = COUNTRIES[code]![0]!;
  return name.replace(/\b\w/g, (c) => c.toUpperCase()).replace(/\bOf\b/, 'of');
}

/** The countries a question names ("work in the United States or Canada" → US, CA). */
export function countriesIn(question: string): string[] {
  const q = ` ${question.toLowerCase().replace(/[^a-z. ]+/g, ' ')} `;
  const found: string[] = [];
  for (const [code, names] of Object.entries(COUNTRIES)) {
    // "us" alone is also the pronoun ("join us"): only "the US" / "in US" count.
    const hit = names.some((n) =>
      n === 'us' ? /\b(the|in) us\b/.test(q) : q.includes(` ${n} `) || q.includes(` ${n}?`),
    );
    if (hit) found.push(code);
  }
  return found;
}
