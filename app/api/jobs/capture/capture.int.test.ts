import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { NO_POSTING_MESSAGE } from '@/lib/jobs/capture-schema';
import { callRoute } from '@/test/call-route';
import { createUser, type TestUser } from '@/test/factories';
import { POST } from './route';

const dir = 'test/fixtures/job-pages';
let user: TestUser;

beforeAll(async () => {
  user = await createUser();
});

const capture = (body: unknown, token: string | undefined = user.token) =>
  callRoute(POST, { method: 'POST', path: '/api/jobs/capture', body, token });

describe('POST /api/jobs/capture', () => {
  it('reads a Greenhouse page’s HTML with a session token: fields and a canonical link without tracking parameters', async () => {
    const html = readFileSync(`${dir}/board-greenhouse.html`, 'utf8');
    const res = await capture({
      url: 'https://boards.greenhouse.io/lumen/jobs/4001?gh_src=li&utm_medium=social#app',
      html,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      job_title: 'Senior Backend Engineer',
      company: 'Lumen Parcel',
      location: 'Berlin, Germany',
      source: 'board-page',
    });
    // The page's own canonical link (relative) resolves against the page's address.
    expect(res.body.data.job_link).toBe('https://boards.greenhouse.io/pages/board-greenhouse.html');
    expect(res.body.data.job_description).toContain(
      'Mentor two junior colleagues and review their work',
    );
  });

  it('reads JSON-LD inside @graph', async () => {
    const res = await capture({
      url: 'https://careers.aster.test/jobs/cdm?utm_source=x',
      html: readFileSync(`${dir}/jsonld-graph.html`, 'utf8'),
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      job_title: 'Clinical Data Manager',
      company: 'Aster Bio',
      location: 'Cambridge, MA',
      source: 'json-ld',
    });
  });

  it('answers 401 without a token and 422 with the spec’s words for a page with no posting', async () => {
    expect((await capture({ url: 'https://acme.test/', html: '<p>x</p>' }, '')).status).toBe(401);
    const res = await capture({
      url: 'https://acme.test/about',
      html: readFileSync(`${dir}/empty.html`, 'utf8'),
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ detail: NO_POSTING_MESSAGE, code: 'VALIDATION_ERROR' });
  });

  it('answers 413 for HTML over 2 MB (and for a body past the route’s cap) without reading it', async () => {
    const big = await capture({
      url: 'https://acme.test/j',
      html: `<p>${'x'.repeat(2 * 1024 * 1024)}</p>`,
    });
    expect(big.status).toBe(413);
    expect(big.body.code).toBe('PAYLOAD_TOO_LARGE');
    const huge = await capture({ url: 'https://acme.test/j', html: 'x'.repeat(3 * 1024 * 1024) });
    expect(huge.status).toBe(413);
  });

  it('answers 422 when neither html nor fields are sent', async () => {
    const res = await capture({ url: 'https://acme.test/j' });
    expect(res.status).toBe(422);
  });
});
