import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobPages, type JobPagesServer } from '@/e2e/peers/job-pages';
import { resetEnvForTests } from '@/server/env';
import { callRoute } from '@/test/call-route';
import { createUser, type TestUser } from '@/test/factories';
import { POST as importUrl } from '../../get-jd-from/url/route';
import { POST } from './route';

let pages: JobPagesServer;
let user: TestUser;

beforeAll(async () => {
  pages = await startJobPages(0);
  process.env.JD_IMPORT_ALLOW_LOOPBACK = 'true';
  process.env.JD_IMPORT_TIMEOUT_MS = '1500';
  process.env.JD_IMPORT_GREENHOUSE_API_URL = `${pages.url}/greenhouse`;
  resetEnvForTests();
  user = await createUser();
});

afterAll(async () => {
  await pages.close();
});

const read = (body: unknown, token = user.token) =>
  callRoute(POST, { method: 'POST', path: '/api/jobs/read-posting', body, token });

describe('POST /api/jobs/read-posting', () => {
  it('reads a link with the URL import readers: title, company, location, hybrid, the JSON-LD pay range', async () => {
    const res = await read({ url: `${pages.url}/pages/posting-hybrid-salary.html?utm_source=x` });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      job_title: 'Senior Product Designer',
      company: 'Lumen Health',
      location: 'Austin, TX',
      work_mode: 'hybrid',
      salary_min: 135000,
      salary_max: 165000,
      salary_currency: 'USD',
      salary_period: 'year',
      job_link: `${pages.url}/pages/posting-hybrid-salary.html`,
      source: 'json-ld',
    });
    expect(res.body.data.job_description).toContain('Own the patient booking flow');
  });

  it('reads pasted text: title and company from the first line, location, remote, a pay range in the text', async () => {
    const text = [
      'Data Analyst at Northwind Traders',
      'Lisbon, Portugal',
      '',
      'We are a fully remote team across Europe.',
      'Pay: €48,000 – €60,000 per year, plus equity.',
      'You will build dashboards in SQL and Python for the sales team.',
    ].join('\n');
    const res = await read({ text });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      job_title: 'Data Analyst',
      company: 'Northwind Traders',
      location: 'Lisbon, Portugal',
      work_mode: 'remote',
      salary_min: 48000,
      salary_max: 60000,
      salary_currency: 'EUR',
      salary_period: 'year',
      job_link: null,
      source: 'text',
    });
    expect(res.body.data.job_description).toBe(text);
  });

  it('a link pasted as text is read as a link', async () => {
    const res = await read({ text: `${pages.url}/pages/jsonld-direct.html` });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ job_title: 'Platform Engineer', work_mode: null });
  });

  it('says what went wrong in plain words: unknown site, blocked, missing page, not a posting', async () => {
    const dns = await read({ url: 'https://no-such-host.invalid/jobs/1' });
    expect(dns.status).toBe(422);
    expect(dns.body.detail).toMatch(/couldn’t find the website no-such-host\.invalid/);
    const blocked = await read({ url: `${pages.url}/status/403` });
    expect(blocked.status).toBe(422);
    expect(blocked.body.detail).toMatch(/blocked Pursuit from reading the page/);
    const missing = await read({ url: `${pages.url}/pages/nothing-here.html` });
    expect(missing.body.detail).toMatch(/says this page doesn’t exist/);
    const empty = await read({ url: `${pages.url}/pages/empty.html` });
    expect(empty.status).toBe(422);
    expect(empty.body.detail).toMatch(/doesn’t look like a job posting/);
    for (const res of [dns, blocked, missing, empty])
      expect(res.body.detail).not.toMatch(/direct import/);
  });

  it('URL import keeps the spec’s message for the same failures', async () => {
    const res = await callRoute(importUrl, {
      method: 'POST',
      path: '/api/get-jd-from/url',
      body: { url: 'https://no-such-host.invalid/jobs/1' },
      token: user.token,
    });
    expect(res.status).toBe(422);
    expect(res.body.detail).toBe(
      'This job board doesn’t support direct import yet – upload a screenshot instead',
    );
  });

  it('bad input is a 4xx: neither or both fields, a few words, no session', async () => {
    expect((await read({})).status).toBe(422);
    expect((await read({ url: 'https://a.example', text: 'x'.repeat(50) })).status).toBe(422);
    const short = await read({ text: 'Designer' });
    expect(short.status).toBe(422);
    expect(short.body.detail).toMatch(/paste the whole posting/);
    expect((await read({ text: 'x'.repeat(60) }, '')).status).toBe(401);
  });
});
