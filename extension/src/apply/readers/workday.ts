// Workday: {tenant}.wd*.myworkdayjobs.com/…/apply, a multi-step React flow (My Information, My
// Experience, Application Questions, Voluntary Disclosures) whose fields carry data-automation-id;
// dropdowns are buttons that open a listbox. Each step is filled when the person reaches it.
import type { AtsReader } from '../form-model';

export const workday: AtsReader = {
  name: 'Workday',
  matches: (url) => /\.(myworkdayjobs|myworkdaysite)\.com$/.test(url.hostname),
  root: (doc) =>
    doc.querySelector('[data-automation-id="applyFlowPage"]:not([hidden])') ??
    doc.querySelector('[data-automation-id="applyFlowPage"], main'),
  names: {
    legalNameSection_firstName: 'first_name',
    legalNameSection_lastName: 'last_name',
    preferredNameSection_firstName: 'preferred_name',
    addressSection_addressLine1: 'street',
    addressSection_city: 'city',
    addressSection_countryRegion: 'region',
    addressSection_postalCode: 'postal_code',
    countryDropdown: 'country',
    email: 'email',
    phoneNumber: 'phone',
    'phone-number': 'phone',
    countryPhoneCode: 'phone_country_code',
    sourceDropdown: 'how_did_you_hear',
    'file-upload-input-ref': 'resume',
    linkedinQuestion: 'linkedin_url',
    gender: 'gender',
    ethnicityDropdown: 'race_ethnicity',
    hispanicOrLatino: 'hispanic_latino',
    veteranStatus: 'veteran_status',
    disabilityStatus: 'disability_status',
  },
  jobUrl: (url) => `${url.origin}${url.pathname.replace(/\/apply(\/.*)?$/, '')}`,
  multiStep: true,
};
