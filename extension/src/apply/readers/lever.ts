// Lever: jobs.lever.co/{company}/{posting}/apply, a plain form (name, email, phone, org, urls[…],
// location typeahead, eeo[…] selects, cards[…] custom questions).
import type { AtsReader } from '../form-model';

export const lever: AtsReader = {
  name: 'Lever',
  matches: (url) => url.hostname === 'jobs.lever.co' || url.hostname === 'jobs.eu.lever.co',
  root: (doc) =>
    doc.querySelector('#application-form, form.application-form, form[action*="apply"]'),
  names: {
    name: 'full_name',
    email: 'email',
    phone: 'phone',
    org: 'current_company',
    location: 'location',
    resume: 'resume',
    'urls[LinkedIn]': 'linkedin_url',
    'urls[GitHub]': 'github_url',
    'urls[Portfolio]': 'website_url',
    'eeo[gender]': 'gender',
    'eeo[race]': 'race_ethnicity',
    'eeo[veteran]': 'veteran_status',
    'eeo[disability]': 'disability_status',
  },
  jobUrl: (url) => `${url.origin}${url.pathname.replace(/\/apply\/?$/, '')}`,
};
