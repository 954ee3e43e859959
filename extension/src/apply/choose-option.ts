// Picking one of a control's options for a profile value — only when exactly one option fits.
// Every picker answers an index into `options`, or -1 (leave the field).

export const norm = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9+ ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const unique = (hits: number[]) => (hits.length === 1 ? hits[0]! : -1);
const indexes = (options: string[], test: (o: string) => boolean) =>
  options.flatMap((o, i) => (test(norm(o)) ? [i] : []));

/** The option equal to one of `candidates`; else the one that starts with one (3+ letters). */
export function pickText(options: string[], candidates: (string | null | undefined)[]): number {
  const wanted = candidates.filter((c): c is string => !!c && !!norm(c)).map(norm);
  if (!wanted.length) return -1;
  const exact = indexes(options, (o) => wanted.includes(o));
  if (exact.length) return unique(exact);
  return unique(indexes(options, (o) => wanted.some((w) => w.length >= 3 && o.startsWith(w))));
}

const YES = /^(yes|y|true)\b/;
const NO = /^(no|n|false)\b/;

/** "Yes" for true, "No" for false (options such as "Yes, I am authorized" count). */
export function pickBoolean(options: string[], value: boolean): number {
  return unique(indexes(options, (o) => (value ? YES : NO).test(o)));
}

export const DECLINE =
  /\b(decline|prefer not|rather not|don t wish|do not wish|not wish|choose not|not to (say|answer|disclose|self identify|identify)|do not want to|don t want to|wish not to)\b/;

export const isDecline = (text: string) => DECLINE.test(norm(text));

/** The form's "decline to self-identify" option. */
export function pickDecline(options: string[]): number {
  return unique(indexes(options, (o) => DECLINE.test(o)));
}

const SYNONYMS: Record<string, string[]> = {
  male: ['man'],
  man: ['male'],
  female: ['woman'],
  woman: ['female'],
};

/** The profile's own self-identification choice, or the form's decline when that is the choice. */
export function pickSelfId(options: string[], value: string | null): number {
  if (!value) return -1;
  if (isDecline(value)) return pickDecline(options);
  const exact = pickText(options, [value, ...(SYNONYMS[norm(value)] ?? [])]);
  return exact >= 0 && !isDecline(options[exact]!) ? exact : -1;
}

/** The option for a phone country code (+44): the one naming the country when several share it. */
export function pickDialCode(options: string[], code: string, country: string | null): number {
  const digits = code.replace(/[^0-9]/g, '');
  if (!digits) return -1;
  const hits = indexes(options, (o) => new RegExp(`(^|[^0-9])\\+?${digits}($|[^0-9])`).test(o));
  if (hits.length <= 1 || !country) return unique(hits);
  return unique(hits.filter((i) => norm(options[i]!).includes(norm(country))));
}

/** The range option ("3-5 years", "10+") holding `n`. */
export function pickRange(options: string[], n: number): number {
  return unique(
    options.flatMap((o, i) => {
      const t = o.toLowerCase().replace(/,/g, '');
      let m = t.match(/(\d+)\s*(?:-|–|to)\s*(\d+)/);
      if (m) return n >= Number(m[1]) && n <= Number(m[2]) ? [i] : [];
      m = t.match(/(\d+)\s*(?:\+|or more|and above|plus)/);
      if (m) return n >= Number(m[1]) ? [i] : [];
      m = t.match(/(?:less than|under|fewer than)\s*(\d+)/);
      if (m) return n < Number(m[1]) ? [i] : [];
      m = t.match(/^\s*(\d+)\s*(years?)?\s*$/);
      if (m) return n === Number(m[1]) ? [i] : [];
      return [];
    }),
  );
}
