// SmartRecruiters: jobs.smartrecruiters.com/oneclick-ui/company/{c}/publication/{id}, Angular.
import type { AtsReader } from '../form-model';

export const smartrecruiters: AtsReader = {
  name: 'SmartRecruiters',
  matches: (url) => /(^|\.)smartrecruiters\.com$/.test(url.hostname),
  root: (doc) => doc.querySelector('oc-application-form, form, main'),
  names: {
    'first-name-input': 'first_name',
    'last-name-input': 'last_name',
    'email-input': 'email',
    'confirm-email-input': 'email',
    'phone-number-input': 'phone',
    'linkedin-input': 'linkedin_url',
    'website-input': 'website_url',
    'location-input': 'location',
    'resume-input': 'resume',
  },
  jobUrl: (url) => `${url.origin}${url.pathname}`,
};
