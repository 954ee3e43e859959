import 'server-only';

/** A number as written: its value, whether it is a percentage or money, and its place in the text. */
export type NumberMention = {
  value: number;
  percent: boolean;
  money: boolean;
  start: number;
  end: number;
  text: string;
  year: boolean;
};

const spelled: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  hundred: 100,
  dozen: 12,
};

const digits =
  /(?<![\p{L}\p{N}.])([$€£])?\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(?:\s?(%|percent\b|per cent\b|[kKM]\b|million\b|bn\b|billion\b|x\b|\+))?/gu;
// Spelled-out counts only before a counted noun ("five years", "twelve engineers"), where they state a fact.
const words = new RegExp(
  `\\b(${Object.keys(spelled).join('|')})\\b(?=\\+?\\s+(?:(?:more|new|additional|senior|junior|direct)\\s+)?(?:years?|months?|weeks?|people|engineers?|developers?|designers?|reports?|members?|teams?|projects?|clients?|customers?|users?|countries|languages?|products?|apps?|services?|stores?|sites?|hires?|interns?|analysts?|students?))`,
  'gi',
);

/**
 * Every number in a text: digits with their currency, percent or scale ("$1.2M", "40%", "3x",
 * "1,200"), years (1900–2099 with no unit), and spelled counts before a counted noun ("five years").
 */
export function readNumbers(text: string): NumberMention[] {
  const out: NumberMention[] = [];
  for (const m of text.matchAll(digits)) {
    const value = Number(`${m[2]!.replace(/,/g, '')}${m[3] ? `.${m[3]}` : ''}`);
    const unit = (m[4] ?? '').toLowerCase();
    const percent = unit === '%' || unit.startsWith('per');
    const money = Boolean(m[1]);
    const year = !money && !unit && !m[3] && /^(19|20)\d\d$/.test(m[2]!);
    out.push({
      value,
      percent,
      money,
      year,
      start: m.index,
      end: m.index + m[0].length,
      text: m[0].trim(),
    });
  }
  for (const m of text.matchAll(words)) {
    out.push({
      value: spelled[m[1]!.toLowerCase()]!,
      percent: false,
      money: false,
      year: false,
      start: m.index,
      end: m.index + m[0].length,
      text: m[0],
    });
  }
  return out.sort((a, b) => a.start - b.start);
}
