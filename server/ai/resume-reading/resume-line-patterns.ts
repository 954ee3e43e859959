import 'server-only';
import { findTerms } from '../job-terms/find-terms';
import { alternationOf } from '../lexicon/word-lists';

// Line patterns shared by the resume structurer's header reader and entry grouping.
export const githubPattern = /(?:https?:\/\/)?github\.com\/[\w-]+\/?/i;
export const urlPattern =
  /(?:https?:\/\/)?(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|dev|io|me|net|org|app|co|site|page|design|ai|tech|xyz|studio|info|codes|blog)(?:\/[\w./-]*)?/i;
/** "City, ST", "City, Country", "Remote": letters of any script ("Istanbul, Türkiye", "São Paulo, Brazil"). */
export const locationOnly =
  /^(?:[Rr]emote|[Hh]ybrid|\p{Lu}[\p{L}.]+(?:[ -]\p{Lu}[\p{L}.]+)*,\s*(?:\p{Lu}{2}|\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)*)(?:,\s*\p{Lu}\p{L}+)?)$/u;

export function clip(s: string, max: number): string {
  return s.length > max ? s.slice(0, max) : s;
}

/** What may follow a city after its comma: a 2–3 letter code or a country name. */
const regionAfterComma = new RegExp(`^(?:[A-Z]{2,3}|${alternationOf('countries')})$`);

export function splitParts(line: string): string[] {
  const parts = line
    .split(/\s+[|•·@]\s+|\s+[–—]\s+|\s+-\s+|\t|\s{3,}|,\s+(?=[A-Z])(?![^(]*\))|\s+at\s+(?=[A-Z])/)
    .map((p) =>
      p
        .trim()
        .replace(/^[,;|]+|[,;|]+$/g, '')
        .trim(),
    )
    .filter(Boolean);
  // "New York, NY" / "Leeds, UK" was split at its comma: put the region back on its city.
  const out: string[] = [];
  for (const part of parts) {
    if (out.length && regionAfterComma.test(part) && !/,/.test(out.at(-1)!)) {
      out[out.length - 1] = `${out.at(-1)}, ${part}`;
    } else out.push(part);
  }
  return out;
}

/** Every word of the line is a known skill or tool ("Python SQL", "MS Office"). */
export function allTerms(line: string, taxonomy = false): boolean {
  let rest = line;
  for (const hit of findTerms(line, undefined, { taxonomy }))
    rest = rest.slice(0, hit.start) + ' '.repeat(hit.end - hit.start) + rest.slice(hit.end);
  return !/\p{L}/u.test(rest);
}
