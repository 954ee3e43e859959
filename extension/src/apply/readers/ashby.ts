// Ashby: jobs.ashbyhq.com/{org}/{posting}/application, React; system fields are _systemfield_*,
// Yes/No questions are button pairs, location a typeahead.
import type { AtsReader } from '../form-model';

export const ashby: AtsReader = {
  name: 'Ashby',
  matches: (url) => url.hostname === 'jobs.ashbyhq.com',
  root: (doc) =>
    doc.querySelector('.ashby-application-form-container, [class*="application-form"], form') ??
    null,
  names: {
    _systemfield_name: 'full_name',
    _systemfield_email: 'email',
    _systemfield_phone: 'phone',
    _systemfield_resume: 'resume',
    _systemfield_location: 'location',
    _systemfield_linkedin: 'linkedin_url',
    _systemfield_github: 'github_url',
    _systemfield_website: 'website_url',
    _systemfield_cover_letter: 'cover_letter',
  },
  jobUrl: (url) => `${url.origin}${url.pathname.replace(/\/application\/?$/, '')}`,
};
