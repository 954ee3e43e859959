// iCIMS: careers-{company}.icims.com, the form inside the in_iframe=1 frame; PersonProfileFields.* names.
import type { AtsReader } from '../form-model';

export const icims: AtsReader = {
  name: 'iCIMS',
  matches: (url) => /(^|\.)icims\.com$/.test(url.hostname),
  root: (doc) => doc.querySelector('#iCIMS_MainWrapper form, form'),
  names: {
    'PersonProfileFields.FirstName': 'first_name',
    'PersonProfileFields.LastName': 'last_name',
    'PersonProfileFields.Email': 'email',
    'PersonProfileFields.PhoneNumber': 'phone',
    'PersonProfileFields.AddressStreet1': 'street',
    'PersonProfileFields.AddressCity': 'city',
    'PersonProfileFields.AddressZip': 'postal_code',
    'PersonProfileFields.AddressCountry': 'country',
    'PersonProfileFields.AddressState': 'region',
    'EEOFields.Gender': 'gender',
    'EEOFields.Race': 'race_ethnicity',
    'EEOFields.Veteran': 'veteran_status',
    'EEOFields.Disability': 'disability_status',
    resume_file: 'resume',
  },
  jobUrl: (url) => `${url.origin}${url.pathname.replace(/\/(candidate|login)\/?$/, '')}`,
};
