import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NO_POSTING_MESSAGE } from '@/lib/jobs/capture-schema';
import { captureJob } from './capture-job';

const dir = 'test/fixtures/job-pages';
const boards: Record<
  string,
  {
    file: string;
    title: string;
    company: string;
    location: string;
    contains: string[];
    excludes: string[];
  }
> = JSON.parse(readFileSync(`${dir}/board-pages.json`, 'utf8'));
const saved: Record<
  string,
  { title: string; company: string; location: string; contains: string[] }
> = JSON.parse(readFileSync(`${dir}/saved-pages.json`, 'utf8'));

describe('captureJob on each board’s page HTML (no JSON-LD)', () => {
  it.each(Object.entries(boards))('%s', (_board, want) => {
    const html = readFileSync(`${dir}/${want.file}`, 'utf8');
    const job = captureJob({
      url: `https://jobs.example.test/pages/${want.file}?utm_source=newsletter`,
      html,
    });
    expect(job).toMatchObject({
      job_title: want.title,
      company: want.company,
      location: want.location,
      job_link: `https://jobs.example.test/pages/${want.file}`,
    });
    for (const text of want.contains) expect(job.job_description).toContain(text);
    expect(job.job_description.split('\n')).toContain(
      'Mentor two junior colleagues and review their work',
    );
    for (const text of want.excludes) expect(job.job_description).not.toContain(text);
  });

  it.each(Object.entries(saved))('the saved page %s', (file, want) => {
    const job = captureJob({
      url: 'https://www.linkedin.com/jobs/search/?currentJobId=3790123456&trk=x',
      html: readFileSync(`${dir}/${file}`, 'utf8'),
    });
    expect(job).toMatchObject({
      job_title: want.title,
      company: want.company,
      location: want.location,
      job_link: 'https://www.linkedin.com/jobs/view/3561224688/',
    }); // the page's own canonical link
    for (const text of want.contains) expect(job.job_description).toContain(text);
  });
});

describe('captureJob limits and fallbacks', () => {
  it('takes the fields the client read when the HTML has no posting, and refuses when neither has one', () => {
    const html = '<html><body><p>Sign in to continue</p></body></html>';
    const fields = {
      job_title: 'Analyst',
      company: 'Acme',
      location: null,
      job_description: 'A description read in the page, long enough to count as one.',
    };
    expect(captureJob({ url: 'https://acme.test/j/1', html, fields })).toMatchObject({
      job_title: 'Analyst',
      company: 'Acme',
      source: 'client',
    });
    expect(() => captureJob({ url: 'https://acme.test/j/1', html })).toThrow(NO_POSTING_MESSAGE);
  });

  it('refuses HTML over 2 MB with a 413', () => {
    const html = `<html><body>${'a'.repeat(2 * 1024 * 1024 + 1)}</body></html>`;
    expect(() => captureJob({ url: 'https://acme.test/j/1', html })).toThrow(
      expect.objectContaining({ code: 'PAYLOAD_TOO_LARGE' }),
    );
  });
});
