// What a field asks, in the profile's terms — or null when the filler cannot be certain. Wrong is
// worse than empty: legal questions the profile has no explicit answer for, consents and anything
// ambiguous come back null (the person answers them), and the ATS's own field names win over words.
import { countriesIn } from './country-names';
import type { FormField } from './form-model';
import type { ProfileKey } from './profile-keys';

export type Meaning = { key: ProfileKey; country?: string } | { key: null; reason: string };

const CHOICE = new Set(['select', 'combobox', 'radio', 'checkboxes', 'buttons']);

// Never filled: the person must answer these themselves.
const NEVER: [RegExp, string][] = [
  [
    /\b(agree|consent|acknowledge|certify|attest|confirm that|terms|privacy (policy|notice)|gdpr|accurate and complete)\b/,
    'a consent or declaration',
  ],
  [/\b(criminal|convict|felony|misdemeanou?r|offen[cs]e)\b/, 'a legal question'],
  [
    /\b(non-?compete|non-?solicit|restrictive covenant|confidentiality agreement)\b/,
    'a legal question',
  ],
  [
    /\b(background check|drug (test|screen)|security clearance|export control|itar)\b/,
    'a legal question',
  ],
  [
    /\b(previously (worked|been employed|applied)|worked (for|at) .* before|former employee|currently employed by|relatives?|family members?)\b/,
    'a question about you and this company',
  ],
  [
    /\b(age|18 years|years of age|date of birth|birth ?date|social security|national insurance|ssn|passport)\b/,
    'personal data the profile does not keep',
  ],
  [/\b(address line 2|apartment|suite|unit number)\b/, 'not in the profile'],
  [
    /\b(twitter|x\.com|facebook|instagram|dribbble|behance|stack ?overflow)\b/,
    'not in the profile',
  ],
  [
    /\b(referr?ed by|referral name|who referred|employee referral|referr?er)\b/,
    'not in the profile',
  ],
  [/\b(emergency|references?|next of kin)\b/, 'about someone else'],
  [
    /\b(current|previous|last|present) (base )?(salary|compensation|pay)\b|\bsalary history\b/,
    'your pay history is yours to give',
  ],
  [/\b(phone (device )?type|type of phone)\b/, 'not in the profile'],
  [/\b(gpa|grade|degree|school|university|discipline|education)\b/, 'not in the profile'],
];

const AUTOCOMPLETE: Record<string, ProfileKey> = {
  'given-name': 'first_name',
  'family-name': 'last_name',
  name: 'full_name',
  nickname: 'preferred_name',
  email: 'email',
  tel: 'phone',
  'tel-national': 'phone',
  'tel-country-code': 'phone_country_code',
  'street-address': 'street',
  'address-line1': 'street',
  'address-level2': 'city',
  'address-level1': 'region',
  'postal-code': 'postal_code',
  country: 'country',
  'country-name': 'country',
  organization: 'current_company',
  'organization-title': 'current_title',
};

// Words → meaning, first match wins (the legal and self-identification rules come first).
const RULES: [RegExp, ProfileKey, ((f: FormField) => boolean)?][] = [
  [/\bsponsor/, 'needs_sponsorship'],
  [
    /\b(authori[sz]ed|authori[sz]ation|eligible|eligibility|right|permit(ted)?) to (work|be employed)|work (authori[sz]ation|permit|eligibility)|legally (able|entitled)/,
    'work_authorization',
  ],
  [/\bhispanic|latin[oa]x?\b/, 'hispanic_latino', (f) => CHOICE.has(f.kind)],
  [/\b(race|ethnicity|ethnic)\b/, 'race_ethnicity', (f) => CHOICE.has(f.kind)],
  [/\b(gender|sex)\b/, 'gender', (f) => CHOICE.has(f.kind)],
  [
    /\bveteran|military|armed forces|protected veteran/,
    'veteran_status',
    (f) => CHOICE.has(f.kind),
  ],
  [/\bdisabilit/, 'disability_status', (f) => CHOICE.has(f.kind)],
  [/\brelocat/, 'willing_to_relocate'],
  [/\bpronoun/, 'pronouns'],
  [
    /\b(how did you (hear|find|learn)|hear about (us|this)|where did you (hear|find|see)|source of (your )?application|^source$)/,
    'how_did_you_hear',
  ],
  [/\b(resume|cv|curriculum vitae)\b/, 'resume', (f) => f.kind === 'file'],
  [/\bcover ?letter\b/, 'cover_letter', (f) => f.kind === 'file' || f.kind === 'textarea'],
  [/\bpreferred (first )?name|nickname|name you (go by|prefer)/, 'preferred_name'],
  [/\b(first|given|fore) ?name\b|^first$|^fname$/, 'first_name'],
  [/\b(last|family|sur) ?name\b|^last$|^lname$|^surname$/, 'last_name'],
  [/^(your |full |legal |full legal )?name$/, 'full_name'],
  [/\be-?mail\b/, 'email', (f) => f.kind !== 'checkbox'],
  [/\b(country|dialing|dial) code\b|\bcountry phone code\b/, 'phone_country_code'],
  [/\b(phone|mobile|cell|telephone)\b/, 'phone'],
  [/\blinked ?in\b/, 'linkedin_url'],
  [/\bgit ?hub\b/, 'github_url'],
  [/\b(portfolio|personal (web)?site|website|blog|homepage)\b/, 'website_url'],
  [/\b(street|address line 1|address 1)\b|^(home |postal |mailing )?address$/, 'street'],
  [/\b(zip|postal|post) ?code\b|^zip$|^postcode$/, 'postal_code'],
  [
    /^(current |your )?location( \(city\))?$|\b(current location|where are you (currently )?(located|based)|city,? (state|country))\b/,
    'location',
  ],
  [/^city$|^town$|^city\/town$|\bcity\b/, 'city'],
  [/^(state|province|region|county|state\/province|state or province)$/, 'region'],
  [/^(country|country of residence|country\/region)$|\bcountry of residence\b/, 'country'],
  [
    /\b(current|most recent|present) (company|employer|organi[sz]ation)\b|^(company|employer|organi[sz]ation)$/,
    'current_company',
  ],
  [
    /\b(current|most recent|present) (job )?(title|role|position)\b|^(job )?title$|^headline$/,
    'current_title',
  ],
  [
    /^(total )?(years of (professional |relevant |work )?experience|how many years of (professional |work )?experience do you have)\??$/,
    'years_experience',
  ],
  [/\b(salary|compensation|desired pay|expected pay|pay expectations?)\b/, 'salary'],
  [/\bnotice period\b/, 'notice_period'],
  [
    /\b(start date|earliest (start|date)|available to start|date available|when (can|could) you start|availability date)\b/,
    'earliest_start_date',
  ],
];

export function classify(field: FormField): Meaning {
  const q = field.question.toLowerCase();
  if (field.known) return withCountry(field.known, q, field);
  const never = NEVER.find(([re]) => re.test(q));
  if (/\bsponsor/.test(q) && /\b(authori[sz]ed|eligible|right) to work\b/.test(q))
    return { key: null, reason: 'authorization and sponsorship in one question' };
  if (never) return { key: null, reason: never[1] };
  if (field.autocomplete && AUTOCOMPLETE[field.autocomplete.trim().toLowerCase()])
    return { key: AUTOCOMPLETE[field.autocomplete.trim().toLowerCase()]! };
  const rule = RULES.find(([re, , when]) => re.test(q) && (!when || when(field)));
  if (rule) return withCountry(rule[1], q, field);
  if (field.kind === 'file') return { key: null, reason: 'an attachment Pursuit does not keep' };
  if ((field.kind === 'textarea' || field.kind === 'text') && q.split(' ').length >= 3)
    return { key: 'question' };
  return { key: null, reason: 'not sure what it asks' };
}

function withCountry(key: ProfileKey, q: string, field: FormField): Meaning {
  if (key === 'question' && field.kind !== 'textarea' && field.kind !== 'text')
    return { key: null, reason: 'not sure what it asks' };
  if (key !== 'work_authorization') return { key };
  const countries = countriesIn(q);
  if (countries.length !== 1)
    return { key: null, reason: 'work authorization without one named country' };
  return { key, country: countries[0]! };
}
