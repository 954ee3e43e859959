import { describe, expect, it } from 'vitest';
import { canonicalJobLink } from './canonical-job-link';

describe('canonicalJobLink', () => {
  it.each([
    [
      'https://boards.greenhouse.io/acme/jobs/4001?gh_src=abc&utm_source=x#apply',
      null,
      'https://boards.greenhouse.io/acme/jobs/4001',
    ],
    [
      'https://www.linkedin.com/jobs/search/?currentJobId=3790123456&refId=zz&trackingId=q',
      null,
      'https://www.linkedin.com/jobs/view/3790123456/',
    ],
    [
      'https://www.linkedin.com/jobs/view/power-engineer-at-google-3790123456?trk=public_jobs',
      null,
      'https://www.linkedin.com/jobs/view/3790123456/',
    ],
    [
      'https://www.indeed.com/jobs?q=engineer&vjk=4a7b1c2d3e4f5a6b&from=serp',
      null,
      'https://www.indeed.com/viewjob?jk=4a7b1c2d3e4f5a6b',
    ],
    [
      'https://jobs.example.com/p/1?utm_campaign=x',
      'https://jobs.example.com/positions/1',
      'https://jobs.example.com/positions/1',
    ],
    ['https://jobs.example.com/p/1?page=2&ref=mail', '/p/1', 'https://jobs.example.com/p/1'],
  ])('%s → canonical link', (pageUrl, canonicalHref, want) => {
    expect(canonicalJobLink({ pageUrl, canonicalHref })).toBe(want);
  });

  it('ignores a canonical link naming another site', () => {
    expect(
      canonicalJobLink({
        pageUrl: 'https://careers.acme.com/jobs/7?utm_medium=x',
        canonicalHref: 'https://evil.example/jobs/7',
      }),
    ).toBe('https://careers.acme.com/jobs/7');
  });

  it('keeps parameters that identify the posting and answers null for non-http pages', () => {
    expect(
      canonicalJobLink({
        pageUrl: 'https://acme.wd1.myworkdayjobs.com/en-US/ext/job/X_R123?q=1&source=li',
      }),
    ).toBe('https://acme.wd1.myworkdayjobs.com/en-US/ext/job/X_R123?q=1');
    expect(canonicalJobLink({ pageUrl: 'chrome://newtab' })).toBeNull();
  });
});
