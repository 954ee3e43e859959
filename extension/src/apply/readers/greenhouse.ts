// Greenhouse: the classic board (boards.greenhouse.io, form#application_form, job_application[…]
// names) and the newer one (job-boards.greenhouse.io, React with react-select comboboxes).
import type { AtsReader } from '../form-model';

export const greenhouse: AtsReader = {
  name: 'Greenhouse',
  matches: (url) => /(^|\.)greenhouse\.io$/.test(url.hostname),
  root: (doc) =>
    doc.querySelector(
      '#application_form, #application-form, form.application--form, #application form',
    ) ?? doc.querySelector('form'),
  names: {
    first_name: 'first_name',
    last_name: 'last_name',
    preferred_name: 'preferred_name',
    email: 'email',
    phone: 'phone',
    // The newer board's phone country picker ("Country", options "United Kingdom +44").
    country: 'phone_country_code',
    resume: 'resume',
    cover_letter: 'cover_letter',
    'job_application[first_name]': 'first_name',
    'job_application[last_name]': 'last_name',
    'job_application[email]': 'email',
    'job_application[phone]': 'phone',
    'job_application[location]': 'location',
    candidate_location: 'location',
    'candidate-location': 'location',
    'job_application[resume]': 'resume',
    'job_application[cover_letter]': 'cover_letter',
    'job_application[gender]': 'gender',
    'job_application[race]': 'race_ethnicity',
    'job_application[hispanic_ethnicity]': 'hispanic_latino',
    'job_application[veteran_status]': 'veteran_status',
    'job_application[disability_status]': 'disability_status',
    gender: 'gender',
    race: 'race_ethnicity',
    hispanic_ethnicity: 'hispanic_latino',
    veteran_status: 'veteran_status',
    disability_status: 'disability_status',
  },
  jobUrl: (url) => `${url.origin}${url.pathname}`,
};
