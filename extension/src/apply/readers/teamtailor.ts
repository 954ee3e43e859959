// Teamtailor: {company}.teamtailor.com/jobs/{id}/applications/new, candidate[…] names (Ember).
import type { AtsReader } from '../form-model';

export const teamtailor: AtsReader = {
  name: 'Teamtailor',
  matches: (url) => /(^|\.)teamtailor\.com$/.test(url.hostname),
  root: (doc) => doc.querySelector('form#new_candidate, form[action*="applications"], form'),
  names: {
    'candidate[first_name]': 'first_name',
    'candidate[last_name]': 'last_name',
    'candidate[email]': 'email',
    'candidate[phone]': 'phone',
    'candidate[resume]': 'resume',
    'candidate[cover_letter]': 'cover_letter',
    'candidate[linkedin_url]': 'linkedin_url',
  },
  jobUrl: (url) => `${url.origin}${url.pathname.replace(/\/applications\/new\/?$/, '')}`,
};
