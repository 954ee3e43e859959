// BambooHR: {company}.bamboohr.com/careers/{id}, React (Fabric).
import type { AtsReader } from '../form-model';

export const bamboohr: AtsReader = {
  name: 'BambooHR',
  matches: (url) => /(^|\.)bamboohr\.com$/.test(url.hostname),
  root: (doc) => doc.querySelector('form#applicationForm, form'),
  names: {
    firstName: 'first_name',
    lastName: 'last_name',
    email: 'email',
    phone: 'phone',
    streetAddress: 'street',
    city: 'city',
    state: 'region',
    zip: 'postal_code',
    countryId: 'country',
    dateAvailable: 'earliest_start_date',
    desiredPay: 'salary',
    websiteUrl: 'website_url',
    linkedinUrl: 'linkedin_url',
    resumeFileId: 'resume',
    coverLetterFileId: 'cover_letter',
  },
  jobUrl: (url) => `${url.origin}${url.pathname}`,
};
