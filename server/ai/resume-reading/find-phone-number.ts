import 'server-only';
import { findNumbers, type CountryCode } from 'libphonenumber-js/max';

// Countries tried for numbers written without a country code, after the US default: the
// national formats most often seen on English-language resumes.
const fallbackCountries: CountryCode[] = ['GB', 'IN', 'AU', 'CA', 'DE', 'FR', 'NL', 'IE'];

/** "2013 - 2014", "(2015 2017": a range of years, which some countries' number plans would accept. */
const yearsOnly = (s: string) => /^\D*(?:19|20)\d\d(?:\D+(?:19|20)\d\d)?\D*$/.test(s);

function firstIn(
  line: string,
  country: CountryCode,
  leniency: 'VALID' | 'POSSIBLE',
): string | null {
  // `leniency` is a documented findNumbers option its type declarations leave out.
  const options = { defaultCountry: country, v2: true as const, leniency };
  // A match right after "+1 " left its country code behind: the number as written is not this one.
  const hit = findNumbers(line, options).find(
    (m) =>
      !/\+\d{1,3}[\s(]*$/.test(line.slice(0, m.startsAt)) &&
      !yearsOnly(line.slice(m.startsAt, m.endsAt)),
  );
  return hit ? line.slice(hit.startsAt, hit.endsAt).trim() : null;
}

/**
 * The first phone number in resume lines, as written, found with libphonenumber (so an address's
 * house number or postcode is never glued onto it: "588 (555) 123-4567" gives "(555) 123-4567").
 * Lines are searched one at a time. A number that is valid for its country wins; failing that, one
 * that only has a possible shape (template numbers such as 123-456-7890 or 555 numbers) when
 * `possible` is set — searching a whole resume body, leave it off so dates and ids are not taken.
 */
export function findPhoneNumber({
  lines,
  possible = true,
}: {
  lines: string[];
  possible?: boolean;
}): string {
  // Other countries' national formats are tried only in header lines: in a body, "2018 1234567" would be a German number.
  for (const country of (possible ? ['US', ...fallbackCountries] : ['US']) as CountryCode[]) {
    for (const line of lines) {
      const found = firstIn(line, country, 'VALID');
      if (found) return found;
    }
  }
  if (possible) {
    for (const line of lines) {
      const found = firstIn(line, 'US', 'POSSIBLE');
      if (found) return found;
    }
  }
  return '';
}
