// Workable: apply.workable.com/{company}/j/{id}/apply/, React.
import type { AtsReader } from '../form-model';

export const workable: AtsReader = {
  name: 'Workable',
  matches: (url) => url.hostname === 'apply.workable.com',
  root: (doc) => doc.querySelector('form[data-ui="application-form"], form'),
  names: {
    firstname: 'first_name',
    lastname: 'last_name',
    email: 'email',
    phone: 'phone',
    address: 'location',
    headline: 'current_title',
    resume: 'resume',
    cover_letter: 'cover_letter',
  },
  jobUrl: (url) => `${url.origin}${url.pathname.replace(/\/apply\/?$/, '/')}`,
};
