// The apply profile (ADR 240): the facts application forms ask for, kept once. One schema for the
// Profile → Applying form, the API and the browser extension that fills forms from it. Browser-safe.
import { z } from 'zod';
import { isCurrencyCode, SALARY_PERIODS } from '@/lib/applications/tracker-fields';

export const DECLINE_TO_SELF_IDENTIFY = 'Decline to self-identify';
export const MAX_PROFILE_TEXT = 200;
export const MAX_PROFILE_URL = 500;
export const MAX_WORK_AUTHORIZATIONS = 50;
export const MAX_YEARS_EXPERIENCE = 80;
export const MAX_SALARY_EXPECTATION = 99_999_999_999;

let regions: Intl.DisplayNames | null = null;
/** An ISO 3166-1 alpha-2 code the runtime knows (Intl's region names). */
export function isCountryCode(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code)) return false;
  regions ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  try {
    return regions.of(code) !== undefined;
  } catch {
    return false;
  }
}

/** A trimmed text field: empty → null, longer than `max` → a 400 naming the field. */
const text = (field: string, max = MAX_PROFILE_TEXT) =>
  z
    .string({ error: `${field} must be text or null` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

const url = (field: string) =>
  text(field, MAX_PROFILE_URL).refine(
    (v) => v === null || /^https?:\/\/[^\s]+$/i.test(v),
    `${field} must be an http(s) link`,
  );

const yesNo = (field: string) =>
  z
    .boolean({ error: `${field} must be true, false or null` })
    .nullish()
    .transform((v) => v ?? null);

const selfId = (field: string) =>
  text(`self_identification.${field}`).transform((v) => v ?? DECLINE_TO_SELF_IDENTIFY);

const addressInput = z
  .object(
    {
      street: text('address.street'),
      city: text('address.city'),
      region: text('address.region'),
      postal_code: text('address.postal_code', 20),
      country: text('address.country'),
    },
    { error: 'address must be an object' },
  )
  .nullish()
  .transform(
    (v) => v ?? { street: null, city: null, region: null, postal_code: null, country: null },
  );

const workAuthorizationInput = z
  .array(
    z.object(
      {
        country: z
          .string({ error: 'work_authorization.country must be a country code' })
          .trim()
          .toUpperCase()
          .refine(isCountryCode, 'work_authorization.country must be an ISO 3166 code such as US'),
        authorized: z.boolean({ error: 'work_authorization.authorized must be true or false' }),
      },
      { error: 'work_authorization entries are {country, authorized}' },
    ),
    { error: 'work_authorization must be a list' },
  )
  .max(
    MAX_WORK_AUTHORIZATIONS,
    `work_authorization has at most ${MAX_WORK_AUTHORIZATIONS} countries`,
  )
  .nullish()
  .transform((list) => {
    // One answer per country: the last one sent wins.
    const byCountry = new Map((list ?? []).map((w) => [w.country, w]));
    return [...byCountry.values()];
  });

const salaryInput = z
  .object(
    {
      amount: z
        .number({ error: 'salary_expectation.amount must be a number or null' })
        .min(0, 'salary_expectation.amount must not be negative')
        .max(MAX_SALARY_EXPECTATION, 'salary_expectation.amount is too large')
        .nullish()
        .transform((v) => v ?? null),
      currency: z
        .string({ error: 'salary_expectation.currency must be a currency code' })
        .trim()
        .toUpperCase()
        .refine(isCurrencyCode, 'salary_expectation.currency must be an ISO 4217 code such as USD')
        .nullish()
        .transform((v) => v ?? null),
      period: z
        .enum(SALARY_PERIODS, { error: 'salary_expectation.period must be year, month or hour' })
        .nullish()
        .transform((v) => v ?? null),
    },
    { error: 'salary_expectation must be an object' },
  )
  .nullish()
  .transform((v) => v ?? { amount: null, currency: null, period: null });

const selfIdentificationInput = z
  .object(
    {
      gender: selfId('gender'),
      race_ethnicity: selfId('race_ethnicity'),
      veteran_status: selfId('veteran_status'),
      disability_status: selfId('disability_status'),
    },
    { error: 'self_identification must be an object' },
  )
  .nullish()
  .transform(
    (v) =>
      v ?? {
        gender: DECLINE_TO_SELF_IDENTIFY,
        race_ethnicity: DECLINE_TO_SELF_IDENTIFY,
        veteran_status: DECLINE_TO_SELF_IDENTIFY,
        disability_status: DECLINE_TO_SELF_IDENTIFY,
      },
  );

/** `PUT /api/apply-profile` body: every field optional; missing or empty is null (self-identification: decline). */
export const applyProfileInputSchema = z.object(
  {
    first_name: text('first_name'),
    last_name: text('last_name'),
    preferred_name: text('preferred_name'),
    email: text('email', 254).refine(
      (v) => v === null || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v),
      'email must be an email address',
    ),
    phone_country_code: text('phone_country_code', 8).refine(
      (v) => v === null || /^\+\d{1,4}$/.test(v),
      'phone_country_code must look like +44',
    ),
    phone: text('phone', 40).refine(
      (v) => v === null || /^[\d\s().+-]+$/.test(v),
      'phone may hold only digits, spaces and + - ( ) .',
    ),
    address: addressInput,
    linkedin_url: url('linkedin_url'),
    github_url: url('github_url'),
    website_url: url('website_url'),
    current_company: text('current_company'),
    current_title: text('current_title'),
    years_experience: z
      .number({ error: 'years_experience must be a number or null' })
      .min(0, 'years_experience must not be negative')
      .max(MAX_YEARS_EXPERIENCE, `years_experience must be at most ${MAX_YEARS_EXPERIENCE}`)
      .nullish()
      .transform((v) => v ?? null),
    work_authorization: workAuthorizationInput,
    needs_sponsorship: yesNo('needs_sponsorship'),
    willing_to_relocate: yesNo('willing_to_relocate'),
    salary_expectation: salaryInput,
    notice_period: text('notice_period'),
    earliest_start_date: z
      .string({ error: 'earliest_start_date must be a date (YYYY-MM-DD) or null' })
      .trim()
      .nullish()
      .transform((v) => (v ? v : null))
      .refine(
        (v) => v === null || isRealDate(v),
        'earliest_start_date must be a real date (YYYY-MM-DD)',
      ),
    pronouns: text('pronouns', 50),
    how_did_you_hear: text('how_did_you_hear'),
    self_identification: selfIdentificationInput,
  },
  { error: 'The profile must be a JSON object' },
);

function isRealDate(ymd: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(ymd)) return false;
  const d = new Date(`${ymd}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === ymd;
}

export type ApplyProfile = z.output<typeof applyProfileInputSchema>;
export type ApplyProfileInput = z.input<typeof applyProfileInputSchema>;

const nullableText = z.string().nullable();
/** The profile as answered (every key present). */
export const applyProfileSchema = z.object({
  first_name: nullableText,
  last_name: nullableText,
  preferred_name: nullableText,
  email: nullableText,
  phone_country_code: nullableText.describe('International dialling code, e.g. +44'),
  phone: nullableText,
  address: z.object({
    street: nullableText,
    city: nullableText,
    region: nullableText,
    postal_code: nullableText,
    country: nullableText,
  }),
  linkedin_url: nullableText,
  github_url: nullableText,
  website_url: nullableText,
  current_company: nullableText,
  current_title: nullableText,
  years_experience: z.number().nullable(),
  work_authorization: z.array(
    z.object({
      country: z.string().describe('ISO 3166-1 alpha-2'),
      authorized: z.boolean(),
    }),
  ),
  needs_sponsorship: z.boolean().nullable(),
  willing_to_relocate: z.boolean().nullable(),
  salary_expectation: z.object({
    amount: z.number().nullable(),
    currency: nullableText.describe('ISO 4217'),
    period: z.enum(SALARY_PERIODS).nullable(),
  }),
  notice_period: nullableText,
  earliest_start_date: nullableText.describe('YYYY-MM-DD'),
  pronouns: nullableText,
  how_did_you_hear: nullableText,
  self_identification: z.object({
    gender: z.string(),
    race_ethnicity: z.string(),
    veteran_status: z.string(),
    disability_status: z.string(),
  }),
});

/** A profile with nothing in it (self-identification: decline). */
export function emptyApplyProfile(): ApplyProfile {
  return applyProfileInputSchema.parse({});
}

let countries: { code: string; name: string }[] | null = null;
/** Every ISO 3166-1 alpha-2 country the runtime names, by English name (for pickers). */
export function countryOptions(): { code: string; name: string }[] {
  if (countries) return countries;
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const pseudo = new Set(['EU', 'EZ', 'UN', 'ZZ', 'QO', 'XA', 'XB']);
  const out: { code: string; name: string }[] = [];
  for (let a = 65; a <= 90; a++)
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      if (pseudo.has(code)) continue;
      const name = names.of(code);
      if (name && name !== code) out.push({ code, name });
    }
  countries = out.sort((x, y) => x.name.localeCompare(y.name));
  return countries;
}
