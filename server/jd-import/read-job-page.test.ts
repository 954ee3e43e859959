import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readJobPage } from './read-job-page';

const pages = path.resolve('test/fixtures/third-party/job-pages');
const withoutJsonLd = (html: string) =>
  html.replace(/<script[^>]*application\/ld\+json[^>]*>[\s\S]*?<\/script>/gi, '');
const expected = (file: string) =>
  JSON.parse(
    readFileSync(path.join(pages, '_expected', file.replace(/\.html$/, '.expected.json')), 'utf8'),
  ).asserted_by_upstream_tests;

// A description long enough to count, with a list that must stay one item per line.
const body = `<p>Northwind runs the routing platform behind 40,000 daily parcels across Europe and needs an engineer to keep it fast.</p>
<h3>Requirements</h3><ul><li>Experience running Kubernetes on AWS</li><li>Prometheus, Grafana and on-call experience</li><li>Go or Python in production</li></ul>`;
const lines = [
  'Requirements',
  'Experience running Kubernetes on AWS',
  'Prometheus, Grafana and on-call experience',
  'Go or Python in production',
];
const page = (inner: string, head = '') =>
  `<!doctype html><html><head><title>Jobs</title>${head}</head><body><nav><a href="/">Home</a> <a href="/jobs">All jobs</a></nav>${inner}<footer>© Board 2026 · Privacy · Terms of use and cookie settings for this site</footer></body></html>`;

describe('readJobPage on the saved dev pages with their JSON-LD removed', () => {
  it('reads a LinkedIn guest page from its markup: title, company, location and the full description', () => {
    const file = 'linkedin_talynt_google_power-monitoring.html';
    const job = readJobPage({ html: withoutJsonLd(readFileSync(path.join(pages, file), 'utf8')) });
    const want = expected(file);
    expect(job).toMatchObject({
      source: 'board-page',
      title: want.title,
      company: want.company,
      location: want.location,
    });
    expect(job?.job_description).toContain(want.description_contains);
    expect(job?.job_description).not.toMatch(/Show (more|less)/);
    expect(job?.job_description.split('\n')).toContain(
      "Bachelor's degree in Engineering, Computer Science, or equivalent practical experience.",
    );
  });

  it('reads an Indeed page from its embedded state (window._initialData)', () => {
    const file = 'indeed_talynt_canonical_eng-manager.html';
    const job = readJobPage({ html: withoutJsonLd(readFileSync(path.join(pages, file), 'utf8')) });
    const want = expected(file);
    expect(job).toMatchObject({
      source: 'embedded-state',
      title: want.title,
      company: want.company,
      location: want.location,
    });
    expect(job?.job_description).toContain(want.description_contains);
  });
});

// Hand-written pages in each board's markup or state shape (no real saved page of these boards is in test/fixtures/third-party).
describe('readJobPage on board markup and state', () => {
  it.each([
    [
      'SEEK (data-automation markup)',
      page(
        `<h1 data-automation="job-detail-title">Site Reliability Engineer</h1><span data-automation="advertiser-name">Northwind Logistics</span><span data-automation="job-detail-location">Melbourne VIC</span><div data-automation="jobAdDetails">${body}</div>`,
      ),
      {
        title: 'Site Reliability Engineer',
        company: 'Northwind Logistics',
        location: 'Melbourne VIC',
      },
    ],
    [
      'SEEK (SEEK_REDUX_DATA state)',
      page(
        `<div id="app"></div><script>window.SEEK_REDUX_DATA = ${JSON.stringify({ jobdetails: { result: { job: { title: 'Site Reliability Engineer', content: body, advertiser: { name: 'Northwind Logistics' }, location: { label: 'Melbourne VIC' } } } } })};</script>`,
      ),
      {
        title: 'Site Reliability Engineer',
        company: 'Northwind Logistics',
        location: 'Melbourne VIC',
      },
    ],
    [
      'Ashby (__appData state)',
      page(
        `<div id="root"></div><script>window.__appData = ${JSON.stringify({ organization: { name: 'Northwind' }, posting: { title: 'Site Reliability Engineer', descriptionHtml: body, locationName: 'Berlin' } })};</script>`,
      ),
      { title: 'Site Reliability Engineer', location: 'Berlin' },
    ],
    [
      'Workday (data-automation-id markup)',
      page(
        `<h2 data-automation-id="jobPostingHeader">Site Reliability Engineer</h2><div data-automation-id="locations"><dt>locations</dt><dd>Dublin, Ireland</dd></div><div data-automation-id="jobPostingDescription">${body}</div>`,
      ),
      { title: 'Site Reliability Engineer', location: 'Dublin, Ireland' },
    ],
    [
      'SmartRecruiters (itemprop markup)',
      page(
        `<h1 class="job-title">Site Reliability Engineer</h1><div itemprop="hiringOrganization"><span itemprop="name">Northwind Logistics</span></div><span itemprop="jobLocation">Lisbon, Portugal</span><div itemprop="description">${body}</div>`,
      ),
      {
        title: 'Site Reliability Engineer',
        company: 'Northwind Logistics',
        location: 'Lisbon, Portugal',
      },
    ],
    [
      'Greenhouse hosted page',
      page(
        `<div class="job__title"><h1>Site Reliability Engineer</h1></div><div class="job__location">Berlin, Germany</div><div class="job__description">${body}</div>`,
      ),
      { title: 'Site Reliability Engineer', location: 'Berlin, Germany' },
    ],
    [
      'Lever hosted page',
      page(
        `<div class="posting-headline"><h2>Site Reliability Engineer</h2><div class="posting-categories"><div class="location">Berlin</div></div></div><div data-qa="job-description">${body}</div>`,
      ),
      { title: 'Site Reliability Engineer', location: 'Berlin' },
    ],
  ])('%s', (_board, html, fields) => {
    const job = readJobPage({ html });
    expect(job).toMatchObject(fields);
    const got = job!.job_description.split('\n');
    for (const line of lines) expect(got).toContain(line);
    expect(job!.job_description).not.toMatch(/All jobs|Privacy/);
  });

  it('falls back to Readability for a page with no posting data or known markup', () => {
    const html = page(
      `<main><article><h1>Site Reliability Engineer</h1>${body}<p>We offer a hybrid week, a learning budget and 30 days of leave, and we answer every application within two weeks of receiving it.</p></article></main><aside><h3>Other jobs</h3><ul><li><a href="/1">Night driver, Leeds depot</a></li></ul></aside>`,
    );
    const job = readJobPage({ html });
    expect(job?.source).toBe('readable-text');
    expect(job?.title).toBe('Site Reliability Engineer');
    for (const line of lines) expect(job!.job_description.split('\n')).toContain(line);
    expect(job!.job_description).not.toMatch(/Night driver/);
  });
});
