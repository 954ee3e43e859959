// What a form field can mean, in the profile's terms. `question` is a free-text question answered
// from the saved answers; `never` is a field the filler must leave to the person (consent, legal
// questions the profile has no answer for, anything it cannot be certain of).
export type ProfileKey =
  | 'first_name'
  | 'last_name'
  | 'full_name'
  | 'preferred_name'
  | 'email'
  | 'phone'
  | 'phone_country_code'
  | 'street'
  | 'city'
  | 'region'
  | 'postal_code'
  | 'country'
  | 'location'
  | 'linkedin_url'
  | 'github_url'
  | 'website_url'
  | 'current_company'
  | 'current_title'
  | 'years_experience'
  | 'work_authorization'
  | 'needs_sponsorship'
  | 'willing_to_relocate'
  | 'salary'
  | 'notice_period'
  | 'earliest_start_date'
  | 'pronouns'
  | 'how_did_you_hear'
  | 'gender'
  | 'race_ethnicity'
  | 'hispanic_latino'
  | 'veteran_status'
  | 'disability_status'
  | 'resume'
  | 'cover_letter'
  | 'question';

/** The self-identification keys: filled only with the profile's own choice. */
export const SELF_ID_KEYS: ReadonlySet<ProfileKey> = new Set([
  'gender',
  'race_ethnicity',
  'hispanic_latino',
  'veteran_status',
  'disability_status',
]);
