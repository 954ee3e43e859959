// Recruitee: {company}.recruitee.com/o/{offer}/c/new, candidate[…] names.
import type { AtsReader } from '../form-model';

export const recruitee: AtsReader = {
  name: 'Recruitee',
  matches: (url) => /(^|\.)recruitee\.com$/.test(url.hostname),
  root: (doc) => doc.querySelector('form[action*="candidates"], form'),
  names: {
    'candidate[name]': 'full_name',
    'candidate[email]': 'email',
    'candidate[phone]': 'phone',
    'candidate[cv]': 'resume',
    'candidate[cover_letter]': 'cover_letter',
    'candidate[cover_letter_file]': 'cover_letter',
  },
  jobUrl: (url) => `${url.origin}${url.pathname.replace(/\/c\/new\/?$/, '')}`,
};
