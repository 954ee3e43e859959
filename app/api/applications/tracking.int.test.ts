// Tracking routes: status history, contacts, duplicates, pipeline stats, CSV/JSON export and import.
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { callRoute } from '@/test/call-route';
import { createApplication, createUser, type TestUser } from '@/test/factories';
import * as add from './add-new-application/route';
import { prisma } from '@/server/db/client';
import * as one from './my-applications/[id]/route';
import * as interview from './[id]/set-interview/route';
import * as history from './[id]/history/route';
import * as contacts from './[id]/contacts/route';
import * as contact from './[id]/contacts/[cid]/route';
import * as duplicates from './duplicates/route';
import * as exporter from './export/route';
import * as importer from './import/route';
import * as pipeline from './pipeline-stats/route';

let alice: TestUser;
let bob: TestUser;

const base = {
  job_title: 'Frontend Engineer',
  company: 'Acme',
  status: 'applied',
  applied_date: '2026-10-05',
  job_link: 'https://jobs.example/acme/1',
  notes: '',
  job_description: '',
};

function csvForm(text: string, extra: Record<string, string> = {}) {
  const form = new FormData();
  form.set('file', new File([text], 'huntr.csv', { type: 'text/csv' }));
  for (const [k, v] of Object.entries(extra)) form.set(k, v);
  return form;
}

beforeAll(async () => {
  alice = await createUser();
  bob = await createUser();
});

describe('GET {id}/history', () => {
  it('records create, edit, set-interview and answers oldest first', async () => {
    const app = await createApplication(alice, { ...base, status: 'not_applied' });
    await callRoute(one.PATCH, {
      token: alice.token,
      method: 'PATCH',
      params: { id: app.id },
      body: { status: 'applied' },
    });
    await callRoute(one.PATCH, {
      token: alice.token,
      method: 'PATCH',
      params: { id: app.id },
      body: { notes: 'no status change' },
    });
    await callRoute(interview.POST, {
      token: alice.token,
      params: { id: app.id },
      body: { interview_date: '2027-01-05 10:00', timezone: 'Africa/Lagos' },
    });
    await callRoute(one.PATCH, {
      token: alice.token,
      method: 'PATCH',
      params: { id: app.id },
      body: { status: 'offer' },
    });
    const res = await callRoute(history.GET, { token: alice.token, params: { id: app.id } });
    expect(res.status).toBe(200);
    expect(
      res.body.data.map((h: { from_status: string | null; status: string }) => [
        h.from_status,
        h.status,
      ]),
    ).toEqual([
      [null, 'Not Applied'],
      ['Not Applied', 'Applied'],
      ['Applied', 'Interview'],
      ['Interview', 'Offer'],
    ]);
    const times = res.body.data.map((h: { changed_at: string }) => Date.parse(h.changed_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('is a 404 for another user’s or a missing id, 401 without a token', async () => {
    const app = await createApplication(alice, base);
    expect(
      (await callRoute(history.GET, { token: bob.token, params: { id: app.id } })).status,
    ).toBe(404);
    expect(
      (await callRoute(history.GET, { token: alice.token, params: { id: 'nope' } })).status,
    ).toBe(404);
    expect((await callRoute(history.GET, { params: { id: app.id } })).status).toBe(401);
  });

  it('goes with the application when it is deleted', async () => {
    const app = await createApplication(alice, base);
    await callRoute(one.DELETE, { token: alice.token, method: 'DELETE', params: { id: app.id } });
    const db = await prisma();
    expect(await db.applicationStatusChange.count({ where: { applicationId: app.id } })).toBe(0);
  });
});

describe('contacts', () => {
  it('creates, lists, patches and deletes', async () => {
    const app = await createApplication(alice, base);
    const created = await callRoute(contacts.POST, {
      token: alice.token,
      params: { id: app.id },
      body: {
        name: ' Sam Recruiter ',
        role: 'Recruiter',
        email: 'sam@acme.example',
        phone: '+44 20 7946 0958',
        linkedin_url: 'https://www.linkedin.com/in/sam',
        notes: 'Met at the fair',
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({
      name: 'Sam Recruiter',
      role: 'Recruiter',
      email: 'sam@acme.example',
      linkedin_url: 'https://www.linkedin.com/in/sam',
    });
    const cid = created.body.data.id as string;
    await callRoute(contacts.POST, {
      token: alice.token,
      params: { id: app.id },
      body: { name: 'Hiring Manager' },
    });
    const list = await callRoute(contacts.GET, { token: alice.token, params: { id: app.id } });
    expect(list.body.data.map((c: { name: string }) => c.name)).toEqual([
      'Sam Recruiter',
      'Hiring Manager',
    ]);
    const patched = await callRoute(contact.PATCH, {
      token: alice.token,
      method: 'PATCH',
      params: { id: app.id, cid },
      body: { role: 'Lead recruiter', email: '' },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({
      name: 'Sam Recruiter',
      role: 'Lead recruiter',
      email: null,
      phone: '+44 20 7946 0958',
    });
    const removed = await callRoute(contact.DELETE, {
      token: alice.token,
      method: 'DELETE',
      params: { id: app.id, cid },
    });
    expect(removed.status).toBe(200);
    expect(
      (await callRoute(contacts.GET, { token: alice.token, params: { id: app.id } })).body.data,
    ).toHaveLength(1);
    expect(
      (
        await callRoute(contact.DELETE, {
          token: alice.token,
          method: 'DELETE',
          params: { id: app.id, cid },
        })
      ).status,
    ).toBe(404);
  });

  it.each([
    [{ name: '' }, 'Name is required'],
    [{ role: 'x' }, 'Name is required'],
    [{ name: 'A', email: 'not-an-email' }, /Email must be a valid/],
    [{ name: 'A', phone: 'call me' }, /Phone must be/],
    [{ name: 'A', linkedin_url: 'https://evil.example/in/sam' }, /LinkedIn URL/],
    [{ name: 'A', linkedin_url: 'javascript:alert(1)' }, /LinkedIn URL/],
    [{ name: 'A', notes: 'x'.repeat(5001) }, /Notes must be at most/],
  ])('422 for bad input %o', async (body, detail) => {
    const app = await createApplication(alice, base);
    const res = await callRoute(contacts.POST, {
      token: alice.token,
      params: { id: app.id },
      body,
    });
    expect(res.status).toBe(422);
    expect(res.body.detail).toMatch(detail);
  });

  it('keeps another user out (404) and refuses an empty name on PATCH', async () => {
    const app = await createApplication(alice, base);
    const other = await createApplication(alice, { ...base, job_title: 'Other' });
    const c = (
      await callRoute(contacts.POST, {
        token: alice.token,
        params: { id: app.id },
        body: { name: 'Sam' },
      })
    ).body.data;
    expect(
      (await callRoute(contacts.GET, { token: bob.token, params: { id: app.id } })).status,
    ).toBe(404);
    expect(
      (
        await callRoute(contacts.POST, {
          token: bob.token,
          params: { id: app.id },
          body: { name: 'Mallory' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await callRoute(contact.PATCH, {
          token: bob.token,
          method: 'PATCH',
          params: { id: app.id, cid: c.id },
          body: { name: 'X' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await callRoute(contact.DELETE, {
          token: bob.token,
          method: 'DELETE',
          params: { id: app.id, cid: c.id },
        })
      ).status,
    ).toBe(404);
    // The contact id under another application of the same user is not found either.
    expect(
      (
        await callRoute(contact.PATCH, {
          token: alice.token,
          method: 'PATCH',
          params: { id: other.id, cid: c.id },
          body: { name: 'X' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await callRoute(contact.PATCH, {
          token: alice.token,
          method: 'PATCH',
          params: { id: app.id, cid: c.id },
          body: { name: ' ' },
        })
      ).status,
    ).toBe(422);
    const db = await prisma();
    expect((await db.applicationContact.findUniqueOrThrow({ where: { id: c.id } })).name).toBe(
      'Sam',
    );
  });
});

describe('GET duplicates', () => {
  it('matches company + title ignoring case/spacing/punctuation, or the job URL without tracking parameters', async () => {
    const user = await createUser();
    const a = await createApplication(user, {
      ...base,
      company: 'Globex, Inc.',
      job_title: 'Sr. Back-end Engineer',
      job_link: 'https://boards.greenhouse.io/globex/jobs/42',
    });
    await createApplication(user, {
      ...base,
      company: 'Globex',
      job_title: 'Designer',
      job_link: null,
    });
    await createApplication(bob, {
      ...base,
      company: 'Globex Inc',
      job_title: 'Sr Back end Engineer',
      job_link: 'https://boards.greenhouse.io/globex/jobs/42',
    });
    const byName = await callRoute(duplicates.GET, {
      token: user.token,
      path: '/api/applications/duplicates?company=globex%20inc&job_title=SR%20BACK%20END%20ENGINEER',
    });
    expect(byName.status).toBe(200);
    expect(byName.body.data).toEqual([
      {
        id: a.id,
        job_title: 'Sr. Back-end Engineer',
        company: 'Globex, Inc.',
        status: 'Applied',
        applied_date: '2026-10-05',
        created_at: expect.any(String),
      },
    ]);
    const byUrl = await callRoute(duplicates.GET, {
      token: user.token,
      path: `/api/applications/duplicates?job_link=${encodeURIComponent('http://www.boards.greenhouse.io/globex/jobs/42/?gh_src=x&utm_source=li&refId=9&trk=a')}`,
    });
    expect(byUrl.body.data.map((d: { id: string }) => d.id)).toEqual([a.id]);
    const none = await callRoute(duplicates.GET, {
      token: user.token,
      path: '/api/applications/duplicates?company=Globex&job_title=Frontend',
    });
    expect(none.body.data).toEqual([]);
  });

  it('422 without company+title or link; another user sees none of mine', async () => {
    expect(
      (
        await callRoute(duplicates.GET, {
          token: alice.token,
          path: '/api/applications/duplicates?company=Acme',
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await callRoute(duplicates.GET, {
          token: alice.token,
          path: '/api/applications/duplicates',
        })
      ).status,
    ).toBe(422);
    const stranger = await createUser();
    const res = await callRoute(duplicates.GET, {
      token: stranger.token,
      path: '/api/applications/duplicates?company=Acme&job_title=Frontend%20Engineer',
    });
    expect(res.body.data).toEqual([]);
  });

  it('leaves the spec’s add call as it was: a duplicate is still created with 201', async () => {
    const user = await createUser();
    await createApplication(user, base);
    const again = await callRoute(add.POST, { token: user.token, body: base });
    expect(again.status).toBe(201);
  });
});

describe('GET pipeline-stats', () => {
  it('answers days in stage and the reply rate from the caller’s applications only', async () => {
    const user = await createUser();
    const a = await createApplication(user, { ...base, status: 'applied' });
    await createApplication(user, { ...base, status: 'applied', job_title: 'B' });
    const c = await createApplication(user, { ...base, status: 'applied', job_title: 'C' });
    await createApplication(user, { ...base, status: 'not_applied', job_title: 'D' });
    await callRoute(one.PATCH, {
      token: user.token,
      method: 'PATCH',
      params: { id: a.id },
      body: { status: 'interview' },
    });
    await callRoute(one.PATCH, {
      token: user.token,
      method: 'PATCH',
      params: { id: c.id },
      body: { status: 'rejected' },
    });
    const db = await prisma();
    // Added 5 days ago, moved to Rejected 3 days ago.
    await db.applicationStatusChange.updateMany({
      where: { applicationId: c.id, status: 'Applied' },
      data: { changedAt: new Date(Date.now() - 5 * 86_400_000) },
    });
    await db.applicationStatusChange.updateMany({
      where: { applicationId: c.id, status: 'Rejected' },
      data: { changedAt: new Date(Date.now() - 3 * 86_400_000 - 60_000) },
    });
    const res = await callRoute(pipeline.GET, { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ applied: 3, replied: 2, reply_rate: 2 / 3 });
    expect(res.body.data.stages).toHaveLength(4);
    expect(res.body.data.stages.find((s: { id: string }) => s.id === c.id)).toMatchObject({
      status: 'Rejected',
      days: 3,
    });
    expect(res.body.data.average_days_in_stage).toMatchObject({
      Rejected: 3,
      Interview: 0,
      Offer: null,
    });
    const empty = await callRoute(pipeline.GET, { token: (await createUser()).token });
    expect(empty.body.data).toMatchObject({ applied: 0, replied: 0, reply_rate: null, stages: [] });
  });
});

describe('GET export', () => {
  it('answers RFC 4180 CSV with formula cells neutralised and interview times in their own zone', async () => {
    const user = await createUser();
    const app = await createApplication(user, {
      ...base,
      job_title: '=HYPERLINK("http://evil.example","x")',
      company: '+Acme, "Intl"',
      notes: '@SUM(A1)\nsecond line',
    });
    await callRoute(interview.POST, {
      token: user.token,
      params: { id: app.id },
      body: { interview_date: '2027-03-01 09:30', timezone: 'Europe/Paris' },
    });
    await createApplication(user, {
      ...base,
      job_title: 'Plain',
      company: 'Ünïcode GmbH',
      notes: '-5 points\ttab',
    });
    const res = await callRoute(exporter.GET, {
      token: user.token,
      path: '/api/applications/export?format=csv',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="pursuit-applications-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const text = res.body as string;
    expect(text.split('\r\n')[0]).toBe(
      'id,job_title,company,status,applied_date,job_link,notes,job_description,interview_date,interview_timezone,follow_up_date,source,location,work_mode,salary_min,salary_max,salary_currency,salary_period,priority,deadline,created_at,updated_at',
    );
    const rows = Papa.parse<Record<string, string>>(text, {
      header: true,
      skipEmptyLines: true,
    }).data;
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      id: app.id,
      job_title: `'=HYPERLINK("http://evil.example","x")`,
      company: `'+Acme, "Intl"`,
      notes: "'@SUM(A1)\nsecond line",
      status: 'Interview',
      interview_date: '2027-03-01T09:30:00+01:00',
      interview_timezone: 'Europe/Paris',
    });
    expect(rows[1]).toMatchObject({ company: 'Ünïcode GmbH', notes: "'-5 points\ttab" });
    for (const row of rows)
      for (const v of Object.values(row)) expect(v).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('answers JSON with the same fields, only the caller’s rows; bad format is a 422', async () => {
    const user = await createUser();
    await createApplication(user, base);
    const res = await callRoute(exporter.GET, {
      token: user.token,
      path: '/api/applications/export?format=json',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
    expect(Object.keys(res.body.data[0])).toEqual([
      'id',
      'job_title',
      'company',
      'status',
      'applied_date',
      'job_link',
      'notes',
      'job_description',
      'interview_date',
      'interview_timezone',
      'follow_up_date',
      'source',
      'location',
      'work_mode',
      'salary_min',
      'salary_max',
      'salary_currency',
      'salary_period',
      'priority',
      'deadline',
      'created_at',
      'updated_at',
    ]);
    expect(
      (
        await callRoute(exporter.GET, {
          token: user.token,
          path: '/api/applications/export?format=xlsx',
        })
      ).status,
    ).toBe(422);
    expect((await callRoute(exporter.GET, { path: '/api/applications/export' })).status).toBe(401);
  });
});

describe('POST import', () => {
  const huntr = [
    'Company,Position,Stage,Date Applied,Post URL,Notes,Location,Salary,Favourite colour',
    'Initech,Backend Engineer,Wishlist,,https://jobs.example/initech/1?utm_source=x,"Likes ""TPS"" reports",Austin,120k,blue',
    'Hooli,Data Engineer,Phone Screen,10/5/2026,https://jobs.example/hooli/7,,,,',
    'Acme,Frontend Engineer,Applied,2026-10-05,,dup of existing,,,',
    'Umbrella,,Applied,2026-10-01,,missing title,,,',
    'Globex,Designer,Ghosting maybe,2026-10-01,,,,,',
    'Vandelay,Importer,Onsite,yesterday,,,,,',
    'HOOLI,data  engineer,Applied,2026-10-06,,same as row 2,,,',
    'Stark,Engineer,Offer,5 Oct 2026,ftp://bad.example,,,,',
  ].join('\n');

  it('dry run previews rows, errors and duplicates and writes nothing; the real run creates the good rows once', async () => {
    const user = await createUser();
    const existing = await createApplication(user, { ...base, job_link: null });
    const db = await prisma();
    const before = await db.application.count({ where: { userId: user.id } });
    const dry = await callRoute(importer.POST, {
      token: user.token,
      path: '/api/applications/import?dry_run=true',
      form: csvForm(huntr),
    });
    expect(dry.status, JSON.stringify(dry.body)).toBe(200);
    expect(dry.body.dry_run).toBe(true);
    expect(
      dry.body.rows.map((r: { row: number; status: string; duplicate_of: string | null }) => [
        r.row,
        r.status,
        r.duplicate_of,
      ]),
    ).toEqual([
      [1, 'Not Applied', null],
      [2, 'Interview', null],
      [3, 'Applied', existing.id],
      [7, 'Applied', 'row:2'],
    ]);
    expect(dry.body.rows[0]).toMatchObject({
      company: 'Initech',
      job_title: 'Backend Engineer',
      notes: 'Likes "TPS" reports',
      applied_date: null,
    });
    expect(dry.body.rows[1]).toMatchObject({ applied_date: '2026-10-05' });
    expect(dry.body.errors).toEqual([
      { row: 4, field: 'job_title', detail: 'Job title is required' },
      {
        row: 5,
        field: 'status',
        detail: expect.stringContaining("'Ghosting maybe' is not a status"),
      },
      {
        row: 6,
        field: 'applied_date',
        detail: expect.stringContaining("'yesterday' is not a date"),
      },
      { row: 8, field: 'job_link', detail: 'Job link must be an http(s) URL' },
    ]);
    expect(dry.body.duplicates).toEqual([
      { row: 3, duplicate_of: existing.id },
      { row: 7, duplicate_of: 'row:2' },
    ]);
    expect(dry.body.columns).toMatchObject({
      Company: 'company',
      Position: 'job_title',
      Stage: 'status',
      'Favourite colour': null,
    });
    expect(await db.application.count({ where: { userId: user.id } })).toBe(before);

    const real = await callRoute(importer.POST, {
      token: user.token,
      path: '/api/applications/import',
      form: csvForm(huntr),
    });
    expect(real.status).toBe(200);
    expect(real.body).toEqual({ created: 2, skipped: 2, errors: dry.body.errors });
    const rows = await db.application.findMany({
      where: { userId: user.id },
      orderBy: { createdAt: 'asc' },
      select: { id: true, company: true, status: true },
    });
    expect(rows.map((r) => [r.company, r.status])).toEqual([
      ['Acme', 'Applied'],
      ['Initech', 'NotApplied'],
      ['Hooli', 'Interview'],
    ]);
    const hooli = rows[2]!;
    const h = await callRoute(history.GET, { token: user.token, params: { id: hooli.id } });
    expect(h.body.data).toEqual([
      {
        from_status: null,
        status: 'Interview',
        changed_at: expect.any(String),
        source: null,
        email: null,
      },
    ]);
    // Importing the same file again creates nothing new.
    const again = await callRoute(importer.POST, {
      token: user.token,
      path: '/api/applications/import',
      form: csvForm(huntr),
    });
    expect(again.body.created).toBe(0);
    expect(again.body.skipped).toBe(4);
  });

  it('accepts dry_run as a form field, a BOM and CRLF line ends', async () => {
    const user = await createUser();
    const res = await callRoute(importer.POST, {
      token: user.token,
      path: '/api/applications/import',
      form: csvForm('\uFEFFOrganization,Title,Status\r\nAcme,Dev,Saved\r\n', { dry_run: 'true' }),
    });
    expect(res.status).toBe(200);
    expect(res.body.rows).toEqual([
      expect.objectContaining({ company: 'Acme', job_title: 'Dev', status: 'Not Applied' }),
    ]);
    const db = await prisma();
    expect(await db.application.count({ where: { userId: user.id } })).toBe(0);
  });

  it.each([
    ['no file', () => new FormData(), 422, /file is required/],
    ['an empty file', () => csvForm(''), 422, /empty/],
    ['no company column', () => csvForm('Title,Status\nDev,Applied\n'), 422, /No Company column/],
    [
      'binary',
      () => {
        const f = new FormData();
        f.set(
          'file',
          new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0xff, 0xfe])], 'x.xlsx'),
        );
        return f;
      },
      415,
      /UTF-8|binary/,
    ],
  ])('refuses %s', async (_name, form, status, detail) => {
    const user = await createUser();
    const res = await callRoute(importer.POST, {
      token: user.token,
      path: '/api/applications/import',
      form: form(),
    });
    expect(res.status).toBe(status);
    expect(res.body.detail).toMatch(detail);
  });

  it('refuses JSON bodies, bad dry_run and anonymous calls', async () => {
    expect(
      (
        await callRoute(importer.POST, {
          token: alice.token,
          path: '/api/applications/import',
          body: { x: 1 },
        })
      ).status,
    ).toBe(415);
    expect(
      (
        await callRoute(importer.POST, {
          token: alice.token,
          path: '/api/applications/import?dry_run=maybe',
          form: csvForm('Company,Title\nA,B'),
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await callRoute(importer.POST, {
          path: '/api/applications/import',
          form: csvForm('Company,Title\nA,B'),
        })
      ).status,
    ).toBe(401);
  });
});
