// Tracker fields (ADR 190) through the routes: add, get, PATCH, list filters, export → import.
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { callRoute } from '@/test/call-route';
import { createApplication, createUser, type TestUser } from '@/test/factories';
import * as add from './add-new-application/route';
import { applicationSchema } from '@/lib/contracts/application-answers';
import * as list from './my-applications/route';
import * as one from './my-applications/[id]/route';
import * as exporter from './export/route';
import * as importer from './import/route';

let alice: TestUser;
let bob: TestUser;

const fields = {
  location: 'Lisbon, Portugal',
  work_mode: 'Hybrid',
  salary_min: 60000,
  salary_max: 75000.5,
  salary_currency: 'eur',
  salary_period: 'year',
  priority: 4,
  deadline: '2026-12-15',
  source: 'Referral',
};

function csvForm(text: string) {
  const form = new FormData();
  form.set('file', new File([text], 'tracker.csv', { type: 'text/csv' }));
  return form;
}

beforeAll(async () => {
  alice = await createUser();
  bob = await createUser();
});

describe('tracker fields on add, get and PATCH', () => {
  it('stores and answers them in canonical form beside the spec’s fields', async () => {
    const created = await createApplication(alice, fields);
    expect(created).toMatchObject({
      job_title: 'Platform Engineer',
      status: 'Applied',
      location: 'Lisbon, Portugal',
      work_mode: 'hybrid',
      salary_min: 60000,
      salary_max: 75000.5,
      salary_currency: 'EUR',
      salary_period: 'year',
      priority: 4,
      deadline: '2026-12-15',
      source: 'Referral',
    });
    const got = await callRoute(one.GET, { token: alice.token, params: { id: created.id } });
    expect(got.status).toBe(200);
    expect(got.body.data).toMatchObject({ work_mode: 'hybrid', salary_max: 75000.5, priority: 4 });
    // The documented response schema (OpenAPI, webhooks) describes every field, set or not.
    expect(() => applicationSchema.strict().parse(got.body.data)).not.toThrow();

    // Without them an application answers nulls, and the spec's fields are unchanged.
    const bare = await createApplication(alice);
    for (const k of Object.keys(fields)) expect((bare as Record<string, unknown>)[k], k).toBeNull();
    expect(() => applicationSchema.strict().parse(bare)).not.toThrow();
    expect(Object.keys(bare)).toEqual(
      expect.arrayContaining(['id', 'job_title', 'company', 'status', 'applied_date', 'job_link']),
    );

    const patched = await callRoute(one.PATCH, {
      token: alice.token,
      params: { id: created.id },
      body: { work_mode: 'remote', priority: null, salary_max: 90000, location: '' },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body.application).toMatchObject({
      work_mode: 'remote',
      priority: null,
      salary_min: 60000,
      salary_max: 90000,
      location: null,
      // Not sent, so kept.
      salary_currency: 'EUR',
      deadline: '2026-12-15',
      source: 'Referral',
    });
  });

  it.each([
    [{ priority: 6 }, 'priority', 'Priority must be a whole number from 1 to 5'],
    [{ priority: 2.5 }, 'priority', 'Priority must be a whole number from 1 to 5'],
    [{ priority: '3' }, 'priority', 'Priority must be a whole number from 1 to 5'],
    [{ salary_min: '100k' }, 'salary_min', 'Salary min must be a number'],
    [{ salary_min: -1 }, 'salary_min', 'Salary min must be 0 or more'],
    [{ salary_max: 10.123 }, 'salary_max', 'Salary max must have at most 2 decimals'],
    [
      { salary_min: 150000, salary_max: 120000 },
      'salary_min',
      'Salary min must be at most salary max',
    ],
    [
      { salary_currency: 'dollars' },
      'salary_currency',
      "Salary currency must be a 3-letter ISO 4217 code, e.g. USD (got 'dollars')",
    ],
    [
      { salary_currency: 'XYZ' },
      'salary_currency',
      "Salary currency must be a 3-letter ISO 4217 code, e.g. USD (got 'XYZ')",
    ],
    [
      { salary_period: 'week' },
      'salary_period',
      "Salary period must be year, month or hour (got 'week')",
    ],
    [
      { work_mode: 'moon base' },
      'work_mode',
      "Work mode must be on_site, hybrid or remote (got 'moon base')",
    ],
    [{ work_mode: 3 }, 'work_mode', 'Work mode must be on_site, hybrid or remote'],
    [{ location: 'x'.repeat(201) }, 'location', 'Location must be at most 200 characters'],
    [{ location: 12 }, 'location', 'Location must be text'],
    [
      { deadline: '2026-02-30' },
      'deadline',
      expect.stringContaining('deadline must be a real date'),
    ],
  ])('refuses %j with a 422 naming %s', async (body, field, message) => {
    const res = await callRoute(add.POST, {
      token: alice.token,
      body: { job_title: 'T', company: 'C', status: 'applied', ...body },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.errors?.[0]).toEqual({ field, message });
  });

  it('checks min ≤ max on PATCH against the stored end, and keeps another user out', async () => {
    const created = await createApplication(alice, { salary_min: 50000, salary_max: 60000 });
    const upside = await callRoute(one.PATCH, {
      token: alice.token,
      params: { id: created.id },
      body: { salary_min: 70000 },
    });
    expect(upside.status).toBe(422);
    expect(upside.body.detail).toBe('Salary min must be at most salary max');
    const bad = await callRoute(one.PATCH, {
      token: alice.token,
      params: { id: created.id },
      body: { priority: 0 },
    });
    expect(bad.status).toBe(422);
    const other = await callRoute(one.PATCH, {
      token: bob.token,
      params: { id: created.id },
      body: { priority: 5 },
    });
    expect(other.status).toBe(404);
    const still = await callRoute(one.GET, { token: alice.token, params: { id: created.id } });
    expect(still.body.data).toMatchObject({ salary_min: 50000, priority: null });
  });
});

describe('list filters', () => {
  it('filters by work mode, source (any case), priority and an overlapping salary range', async () => {
    const user = await createUser();
    const a = await createApplication(user, {
      company: 'A',
      work_mode: 'remote',
      source: 'LinkedIn',
      priority: 5,
      salary_min: 100000,
      salary_max: 130000,
    });
    const b = await createApplication(user, {
      company: 'B',
      work_mode: 'on-site',
      source: 'Referral',
      priority: 2,
      salary_min: 60000,
    });
    const c = await createApplication(user, { company: 'C' });
    await createApplication(bob, { company: 'Bob', work_mode: 'remote', source: 'LinkedIn' });
    const ids = async (query: string) => {
      const res = await callRoute(list.GET, {
        token: user.token,
        path: `/api/applications/my-applications?${query}`,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body.data as { id: string }[]).map((r) => r.id).sort();
    };
    expect(await ids('work_mode=remote')).toEqual([a.id]);
    expect(await ids('work_mode=On-site')).toEqual([b.id]);
    expect(await ids('source=linkedin')).toEqual([a.id]);
    expect(await ids('priority=2')).toEqual([b.id]);
    expect(await ids('salary_min=120000')).toEqual([a.id]);
    expect(await ids('salary_max=70000')).toEqual([b.id]);
    expect(await ids('salary_min=50000&salary_max=200000')).toEqual([a.id, b.id].sort());
    expect(await ids('')).toEqual([a.id, b.id, c.id].sort());
    expect(await ids('work_mode=remote&limit=1')).toEqual([a.id]);
    for (const bad of ['priority=6', 'work_mode=space', 'salary_min=abc']) {
      const res = await callRoute(list.GET, {
        token: user.token,
        path: `/api/applications/my-applications?${bad}`,
      });
      expect(res.status, bad).toBe(422);
    }
  });
});

describe('export and import', () => {
  it('exports the fields to CSV and JSON, and the CSV imports back into another account whole', async () => {
    const user = await createUser();
    await createApplication(user, { ...fields, company: 'Roundtrip GmbH' });
    const csv = await callRoute(exporter.GET, {
      token: user.token,
      path: '/api/applications/export?format=csv',
    });
    expect(csv.status).toBe(200);
    const [row] = Papa.parse<Record<string, string>>(csv.body as string, {
      header: true,
      skipEmptyLines: true,
    }).data;
    expect(row).toMatchObject({
      location: 'Lisbon, Portugal',
      work_mode: 'hybrid',
      salary_min: '60000',
      salary_max: '75000.5',
      salary_currency: 'EUR',
      salary_period: 'year',
      priority: '4',
      deadline: '2026-12-15',
      source: 'Referral',
    });
    const json = await callRoute(exporter.GET, {
      token: user.token,
      path: '/api/applications/export?format=json',
    });
    expect(json.body.data[0]).toMatchObject({ salary_max: 75000.5, priority: 4 });

    const other = await createUser();
    const imported = await callRoute(importer.POST, {
      token: other.token,
      path: '/api/applications/import',
      form: csvForm(csv.body as string),
    });
    expect(imported.body).toEqual({ created: 1, skipped: 0, errors: [] });
    const back = await callRoute(list.GET, {
      token: other.token,
      path: '/api/applications/my-applications',
    });
    const { id: _a, created_at: _c, updated_at: _u, ...original } = json.body.data[0];
    const { id: _b, created_at: _d, updated_at: _e, ...copy } = back.body.data[0];
    expect(copy).toEqual({ ...original, match_score: null }); // the list adds the Match column's score
  });

  it('maps other trackers’ Location, Salary, Work Type/Remote, Priority, Deadline and Source columns', async () => {
    const user = await createUser();
    const text = [
      'Company,Job Title,Status,Location,Salary,Work Type,Priority,Application Deadline,Source',
      'Initech,Backend Engineer,Applied,"Austin, TX",$120k–150k,Remote,High,12/1/2026,LinkedIn',
      'Hooli,Data Engineer,Applied,London,£50k,On-site,2,,Recruiter',
      'Globex,Support,Applied,Springfield,$45/hr,,,,',
      'Umbrella,Analyst,Applied,Remote - US,"120,000 - 150,000 USD",,,,',
      'Vandelay,Importer,Applied,,Competitive,,,,',
      'Stark,Engineer,Applied,,,Moon base,,,',
      'Wayne,Engineer,Applied,,,,Very,,',
      'Oscorp,Engineer,Applied,,,,,next week,',
    ].join('\n');
    const dry = await callRoute(importer.POST, {
      token: user.token,
      path: '/api/applications/import?dry_run=true',
      form: csvForm(text),
    });
    expect(dry.status, JSON.stringify(dry.body)).toBe(200);
    expect(dry.body.columns).toMatchObject({
      Location: 'location',
      Salary: 'salary',
      'Work Type': 'work_mode',
      Priority: 'priority',
      'Application Deadline': 'deadline',
      Source: 'source',
    });
    expect(dry.body.errors.map((e: { row: number; field: string }) => [e.row, e.field])).toEqual([
      [6, 'work_mode'],
      [7, 'priority'],
      [8, 'deadline'],
    ]);
    const real = await callRoute(importer.POST, {
      token: user.token,
      path: '/api/applications/import',
      form: csvForm(text),
    });
    expect(real.body.created).toBe(5);
    const res = await callRoute(list.GET, {
      token: user.token,
      path: '/api/applications/my-applications',
    });
    const by = Object.fromEntries(
      (res.body.data as Record<string, unknown>[]).map((a) => [a.company, a]),
    );
    expect(by.Initech).toMatchObject({
      location: 'Austin, TX',
      salary_min: 120000,
      salary_max: 150000,
      salary_currency: 'USD',
      salary_period: 'year',
      work_mode: 'remote',
      priority: 4,
      deadline: '2026-12-01',
      source: 'LinkedIn',
    });
    expect(by.Hooli).toMatchObject({
      salary_min: 50000,
      salary_max: 50000,
      salary_currency: 'GBP',
      work_mode: 'on_site',
      priority: 2,
      source: 'Recruiter',
    });
    expect(by.Globex).toMatchObject({ salary_min: 45, salary_period: 'hour', work_mode: null });
    expect(by.Umbrella).toMatchObject({
      location: 'Remote - US',
      work_mode: 'remote',
      salary_min: 120000,
      salary_max: 150000,
      salary_currency: 'USD',
    });
    expect(by.Vandelay).toMatchObject({ salary_min: null, notes: 'Salary: Competitive' });
  });
});
