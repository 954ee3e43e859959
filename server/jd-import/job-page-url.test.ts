import { describe, expect, it } from 'vitest';
import { jobPageUrl } from './job-page-url';

describe('jobPageUrl', () => {
  it.each([
    [
      'https://www.linkedin.com/jobs/view/3567890123/',
      'https://www.linkedin.com/jobs-guest/jobs/api/jobPosting/3567890123',
    ],
    [
      'https://uk.linkedin.com/jobs/view/power-monitoring-engineer-at-google-3567890123?trk=abc',
      'https://www.linkedin.com/jobs-guest/jobs/api/jobPosting/3567890123',
    ],
    [
      'https://www.linkedin.com/jobs/search/?currentJobId=3567890123&keywords=sre',
      'https://www.linkedin.com/jobs-guest/jobs/api/jobPosting/3567890123',
    ],
    ['https://www.linkedin.com/company/google/', 'https://www.linkedin.com/company/google/'],
    ['https://www.seek.com.au/job/81234567', 'https://www.seek.com.au/job/81234567'],
    [
      'https://notlinkedin.com/jobs/view/3567890123',
      'https://notlinkedin.com/jobs/view/3567890123',
    ],
  ])('%s → %s', (from, to) => {
    expect(jobPageUrl(new URL(from)).toString()).toBe(to);
  });
});
