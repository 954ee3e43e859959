// Every write path of an application goes through one lifecycle (ADR 200): whichever door an
// application comes in by — the app, the public API, the clipper's extension token, MCP, a CSV
// from another tracker, a restored account — it gets the same activity event, status history,
// reminders and webhook outbox rows; and every change (edit, status, bulk status, interview,
// through the app or MCP) records the same kinds for the same change. The tables holding side
// effects are found in the database (any table with an application_id), so a new one is covered
// without touching this file.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { database, prisma } from '@/server/db/client';
import { createPersonalAccessToken } from '@/server/tokens/create-personal-access-token';
import { callRoute } from '@/test/call-route';
import { createUser, type TestUser } from '@/test/factories';
import * as add from './add-new-application/route';
import * as one from './my-applications/[id]/route';
import * as interview from './[id]/set-interview/route';
import * as bulk from './bulk-status/route';
import * as csvImport from './import/route';
import * as accountImport from '../account/import/route';
import * as pairingCode from '../extension/pairing-code/route';
import * as connect from '../extension/connect/route';
import * as mcp from '../mcp/route';

const ymd = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const APPLIED = ymd(-2);
const INTERVIEW = `${ymd(3)}T10:30`;

let user: TestUser;
let accessToken: string;
let receiver: http.Server;
let mcpServer: http.Server;
let mcpClient: Client;
let n = 0;
const uniqueTitle = () => `Platform Engineer ${++n}`;

/** Serves a route handler over real HTTP, as `next start` would (the MCP SDK client speaks HTTP). */
async function serve(handler: typeof mcp.POST | null): Promise<[http.Server, string]> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      if (!handler) return void res.writeHead(200).end();
      const request = new Request(`http://${req.headers.host}${req.url}`, {
        method: req.method,
        headers: req.headers as Record<string, string>,
        body: req.method === 'POST' ? Buffer.concat(chunks) : undefined,
      });
      const response =
        req.method === 'POST'
          ? await handler(request, { params: Promise.resolve({}) })
          : new Response(null, { status: 405 });
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    });
  });
  // Longer than a slow test's pause between calls, so the client never reuses a socket being closed.
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return [server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`];
}

beforeAll(async () => {
  user = await createUser({ timezone: 'Europe/Berlin' });
  const db = await prisma();
  let hooks: string;
  [receiver, hooks] = await serve(null);
  await db.webhookEndpoint.create({
    data: {
      userId: user.id,
      url: `${hooks}/hook`,
      secret: 'whsec_dGVzdA==',
      events: ['application.created', 'application.status_changed', 'interview.scheduled'],
    },
  });
  ({ token: accessToken } = await createPersonalAccessToken({
    userId: user.id,
    name: 'Lifecycle',
    scopes: ['applications:read', 'applications:write'],
    expiresInDays: 30,
  }));
  let base: string;
  [mcpServer, base] = await serve(mcp.POST);
  mcpClient = new Client({ name: 'pursuit-test', version: '1.0.0' });
  await mcpClient.connect(
    new StreamableHTTPClientTransport(new URL(`${base}/api/mcp`), {
      requestInit: { headers: { authorization: `Bearer ${accessToken}` } },
    }),
  );
});

afterAll(async () => {
  await mcpClient?.close();
  for (const s of [mcpServer, receiver]) {
    s?.closeAllConnections();
    await new Promise<void>((resolve) => (s ? s.close(() => resolve()) : resolve()));
  }
});

/** Tables with an application_id column: where an application's side effects live. */
async function sideEffectTables(): Promise<string[]> {
  const db = await database();
  const rows = await db.query<{ table_name: string }>(
    'side-effect-tables',
    `SELECT table_name FROM information_schema.columns WHERE column_name = 'application_id' AND table_schema = current_schema() ORDER BY table_name`,
    [],
  );
  return rows.map((r) => r.table_name);
}

/** The side effects of one application, as kinds (times and ids differ between paths). */
async function effects(applicationId: string) {
  const db = await prisma();
  const events = await db.applicationEvent.findMany({
    where: { applicationId },
    orderBy: { createdAt: 'asc' },
    select: { kind: true },
  });
  const history = await db.applicationStatusChange.findMany({
    where: { applicationId },
    orderBy: { changedAt: 'asc' },
    select: { fromStatus: true, status: true },
  });
  const reminders = await db.reminder.findMany({
    where: { applicationId, status: 'PENDING' },
    select: { kind: true },
  });
  const deliveries = await db.webhookDelivery.findMany({
    where: { endpoint: { userId: user.id } },
    orderBy: { createdAt: 'asc' },
    select: { eventType: true, body: true },
  });
  const tables: string[] = [];
  const raw = await database();
  for (const table of await sideEffectTables()) {
    const [row] = await raw.query<{ n: number }>(
      `count-${table}`,
      `SELECT count(*)::int AS n FROM "${table}" WHERE application_id = $1`,
      [applicationId],
    );
    if (row?.n) tables.push(table);
  }
  return {
    tables,
    events: events.map((e) => e.kind),
    history: history.map((h) => `${h.fromStatus ?? '∅'}→${h.status}`),
    reminders: reminders.map((r) => r.kind).sort(),
    webhooks: deliveries
      .filter((d) => JSON.parse(d.body).data.application?.id === applicationId)
      .map((d) => d.eventType)
      // One write's events share their time: their order is not part of the contract.
      .sort(),
  };
}

async function idByTitle(jobTitle: string): Promise<string> {
  const db = await prisma();
  const row = await db.application.findFirstOrThrow({
    where: { userId: user.id, jobTitle },
    select: { id: true },
  });
  return row.id;
}

const body = (jobTitle: string) => ({
  job_title: jobTitle,
  company: 'Northwind Logistics',
  status: 'Applied',
  applied_date: APPLIED,
});

async function createdThroughApi(token: string): Promise<string> {
  const title = uniqueTitle();
  const res = await callRoute(add.POST, { token, body: body(title) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.application.id;
}

async function extensionToken(): Promise<string> {
  const code = await callRoute(pairingCode.POST, { method: 'POST', token: user.token });
  const res = await callRoute(connect.POST, {
    body: { code: code.body.code },
    ip: '203.0.113.7',
    headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.token;
}

type Structured = { structuredContent?: Record<string, any>; isError?: boolean };
async function callTool(name: string, args: Record<string, unknown>) {
  const out = (await mcpClient.callTool({ name, arguments: args })) as Structured;
  expect(out.isError, JSON.stringify(out)).toBeFalsy();
  return out.structuredContent!;
}

const fileForm = (name: string, type: string, text: string) => {
  const form = new FormData();
  form.set('file', new File([text], name, { type }));
  return form;
};

const CREATE_PATHS: Record<string, () => Promise<string>> = {
  'the app (session token)': () => createdThroughApi(user.token),
  'the public API (personal access token)': () => createdThroughApi(accessToken),
  'the clipper (extension token)': async () => createdThroughApi(await extensionToken()),
  'MCP add_application': async () => {
    const out = await callTool('add_application', body(uniqueTitle()));
    return out.application.id;
  },
  'the CSV import': async () => {
    const title = uniqueTitle();
    const csv = `Company,Job Title,Status,Date Applied\nNorthwind Logistics,${title},Applied,${APPLIED}\n`;
    const res = await callRoute(csvImport.POST, {
      token: user.token,
      form: fileForm('tracker.csv', 'text/csv', csv),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return idByTitle(title);
  },
  'the account import': async () => {
    const title = uniqueTitle();
    const doc = {
      format: 'pursuit-account-export',
      version: 1,
      applications: [{ ...body(title), created_at: new Date().toISOString() }],
      resumes: [],
    };
    const res = await callRoute(accountImport.POST, {
      token: user.token,
      form: fileForm('account.json', 'application/json', JSON.stringify(doc)),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return idByTitle(title);
  },
};

describe('creating an application records the same side effects on every path', () => {
  it.each(Object.keys(CREATE_PATHS))('%s', async (path) => {
    const id = await CREATE_PATHS[path]!();
    const restored = path === 'the account import';
    expect(await effects(id)).toEqual({
      tables: ['application_events', 'application_status_changes', 'reminders'],
      events: ['CREATED'],
      history: ['∅→Applied'],
      reminders: ['NO_REPLY'],
      // A restore of one's own export announces nothing to integrations (ADR 200).
      webhooks: restored ? [] : ['application.created'],
    });
  });
});

const toInterview: Record<string, (id: string) => Promise<unknown>> = {
  'the edit (PATCH)': (id) =>
    callRoute(one.PATCH, { token: user.token, params: { id }, body: { status: 'Interview' } }),
  'bulk status': (id) =>
    callRoute(bulk.POST, { token: user.token, body: { ids: [id], status: 'Interview' } }),
  'MCP update_application_status': (id) =>
    callTool('update_application_status', { id, status: 'Interview' }),
};

const scheduling: Record<string, (id: string) => Promise<unknown>> = {
  'set-interview': (id) =>
    callRoute(interview.POST, {
      token: user.token,
      params: { id },
      body: { interview_date: INTERVIEW.replace('T', ' '), timezone: 'Europe/Berlin' },
    }),
  'MCP schedule_interview': (id) =>
    callTool('schedule_interview', { id, interview_date: INTERVIEW, timezone: 'Europe/Berlin' }),
};

describe('changing an application records the same side effects on every path', () => {
  it.each(Object.keys(toInterview))('a status change through %s', async (path) => {
    const id = await createdThroughApi(user.token);
    await toInterview[path]!(id);
    expect(await effects(id)).toEqual({
      tables: ['application_events', 'application_status_changes', 'reminders'],
      events: ['CREATED', 'STATUS_CHANGED'],
      history: ['∅→Applied', 'Applied→Interview'],
      reminders: [],
      webhooks: ['application.created', 'application.status_changed'],
    });
  });

  it.each(Object.keys(scheduling))('an interview set through %s', async (path) => {
    const id = await createdThroughApi(user.token);
    await scheduling[path]!(id);
    expect(await effects(id)).toEqual({
      tables: ['application_events', 'application_status_changes', 'reminders'],
      events: ['CREATED', 'INTERVIEW_SET'],
      history: ['∅→Applied', 'Applied→Interview'],
      reminders: ['INTERVIEW_1H', 'INTERVIEW_24H'],
      webhooks: ['application.created', 'application.status_changed', 'interview.scheduled'],
    });
  });

  it('an edit of other fields: an UPDATED event, no history, no webhook', async () => {
    const id = await createdThroughApi(user.token);
    await callRoute(one.PATCH, { token: user.token, params: { id }, body: { notes: 'Called' } });
    expect(await effects(id)).toEqual({
      tables: ['application_events', 'application_status_changes', 'reminders'],
      events: ['CREATED', 'UPDATED'],
      history: ['∅→Applied'],
      reminders: ['NO_REPLY'],
      webhooks: ['application.created'],
    });
  });
});

describe('a create and an edit write the same fields and effects', () => {
  /** A value for every field the edit form sends (the add body takes the same ones, ADR 200's field list). */
  const values = (resumeId: string) => ({
    job_title: 'Data Engineer',
    company: 'Contoso Freight',
    status: 'Applied',
    applied_date: ymd(-3),
    follow_up_date: ymd(5),
    job_link: 'https://jobs.example.com/contoso/data',
    notes: 'Referred by Ada',
    job_description: 'Kubernetes, Go and PostgreSQL in production.',
    resume_id: resumeId,
    source: 'Referral',
    location: 'Rotterdam, Netherlands',
    work_mode: 'hybrid',
    salary_min: 70000,
    salary_max: 85000.5,
    salary_currency: 'EUR',
    salary_period: 'year',
    priority: 4,
    deadline: ymd(10),
  });

  async function state(applicationId: string) {
    const db = await prisma();
    const {
      id: _id,
      createdAt: _c,
      updatedAt: _u,
      ...fields
    } = await db.application.findUniqueOrThrow({ where: { id: applicationId } });
    const reminders = await db.reminder.findMany({
      where: { applicationId },
      select: { kind: true, dueAt: true },
      orderBy: [{ kind: 'asc' }],
    });
    const sent = await db.sentResume.findUnique({
      where: { applicationId },
      select: { resumeId: true, name: true, template: true, jobDescription: true },
    });
    return { fields, reminders, sent };
  }

  it('created with values ≡ created bare, then edited to the same values', async () => {
    const db = await prisma();
    const resume = await db.resume.create({
      data: { userId: user.id, name: 'Data CV', data: { header: { fullName: 'Ada Lovelace' } } },
    });
    const all = values(resume.id);
    const a = await callRoute(add.POST, { token: user.token, body: all });
    expect(a.status, JSON.stringify(a.body)).toBe(201);
    const b = await callRoute(add.POST, {
      token: user.token,
      body: { job_title: 'Draft', company: 'Draft Co', status: 'Not Applied' },
    });
    const edited = await callRoute(one.PATCH, {
      token: user.token,
      params: { id: b.body.application.id },
      body: all,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const [sa, sb] = [await state(a.body.application.id), await state(b.body.application.id)];
    expect(sa.fields).toEqual(sb.fields);
    expect(sa.reminders.map((r) => r.kind)).toEqual(['FOLLOW_UP', 'NO_REPLY']);
    expect(sa.reminders).toEqual(sb.reminders);
    expect(sa.sent).toEqual(sb.sent);
    const [ea, eb] = [await effects(a.body.application.id), await effects(b.body.application.id)];
    expect(ea.tables).toEqual(eb.tables);
    expect(ea.tables).toContain('sent_resumes');
  });
});
