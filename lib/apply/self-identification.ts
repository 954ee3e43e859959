// The usual choices of US voluntary self-identification questions (EEO-1, VEVRAA, Section 503),
// offered in Profile → Applying; the profile keeps the text chosen. Browser-safe.
import { DECLINE_TO_SELF_IDENTIFY } from './profile-schema';

export const SELF_IDENTIFICATION_OPTIONS = {
  gender: ['Female', 'Male', 'Non-binary', DECLINE_TO_SELF_IDENTIFY],
  race_ethnicity: [
    'American Indian or Alaska Native',
    'Asian',
    'Black or African American',
    'Hispanic or Latino',
    'Native Hawaiian or Other Pacific Islander',
    'White',
    'Two or More Races',
    DECLINE_TO_SELF_IDENTIFY,
  ],
  veteran_status: [
    'I am a protected veteran',
    'I am not a protected veteran',
    DECLINE_TO_SELF_IDENTIFY,
  ],
  disability_status: [
    'Yes, I have a disability (or previously had one)',
    'No, I do not have a disability',
    DECLINE_TO_SELF_IDENTIFY,
  ],
} as const;

export const SELF_IDENTIFICATION_LABELS = {
  gender: 'Gender',
  race_ethnicity: 'Race / ethnicity',
  veteran_status: 'Veteran status',
  disability_status: 'Disability status',
} as const;
