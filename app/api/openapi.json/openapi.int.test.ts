// The OpenAPI document: valid OpenAPI 3.1, built from the very operations the routes use, and
// every documented GET answers, for a seeded user, what its response schema says (ADR 151).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import Ajv2020 from 'ajv/dist/2020';
import { beforeAll, describe, expect, it } from 'vitest';
import { resumeSchema } from '@/lib/resume/resume-schema';
import type { ApiOperation } from '@/lib/contract/operation';
import { publicOperations } from '@/server/openapi/public-operations';
import { sharp } from '@/server/storage/sharp';
import { callRoute } from '@/test/call-route';
import { createUser, type TestUser } from '@/test/factories';
import { GET as getDocument } from './route';

type Handler = Parameters<typeof callRoute>[0] & { operation?: ApiOperation };
type RouteModule = Record<string, unknown>;

// Every route module under app/api, keyed by its folder path ('applications/[id]/history').
const modules = import.meta.glob<RouteModule>('/app/api/**/route.ts');
const folderOf = (key: string) => key.replace(/^\/app\/api\//, '').replace(/\/route\.ts$/, '');
const folderForPath = (path: string) => path.replace(/^\/api\//, '').replace(/\{(\w+)\}/g, '[$1]');

// Routes deliberately left out of the public document: browser redirects and the app's own
// plumbing (ADR 151). Everything else, the spec's sign-in and account calls included, is in it.
const UNDOCUMENTED = [
  /^\[\.\.\.path\]$/,
  // Browser redirects, not calls: Google sign-in's start and Auth.js's callback.
  /^auth\/google$/,
  /^auth\/\[\.\.\.nextauth\]$/,
  // Pairing the browser extension: the Profile screen and the extension's own handshake (ADR 160).
  /^extension\//,
  /^health$/,
  /^openapi\.json$/,
  /^mcp$/, // JSON-RPC (Model Context Protocol), described by its own tools/list
];
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

type Doc = {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }> }>
  >;
};
let doc: Doc;
let user: TestUser;
const params: Record<string, string> = {};

const resume = resumeSchema.parse({
  header: { fullName: 'Ada Lovelace', title: 'Engineer', email: 'ada@example.test' },
  summary: 'Engineer.',
  experience: [
    {
      role: 'Staff Engineer',
      company: 'Engines Ltd',
      startDate: '2020',
      endDate: 'Present',
      achievements: ['Shipped'],
    },
  ],
  skills: { Languages: ['TypeScript'] },
});

async function call(path: string, options: Parameters<typeof callRoute>[1] = {}) {
  const mod = await modules[`/app/api/${folderForPath(path)}/route.ts`]!();
  return callRoute(mod[options.method ?? 'GET'] as Handler, { token: user.token, ...options });
}

beforeAll(async () => {
  const res = await callRoute(getDocument, { path: '/api/openapi.json' });
  expect(res.status).toBe(200);
  doc = res.body as Doc;
  // A seeded user with one of everything the GETs read.
  user = await createUser({ timezone: 'Europe/Berlin' });
  const created = await call('/api/applications/add-new-application', {
    method: 'POST',
    body: {
      job_title: 'Platform Engineer',
      company: 'Acme',
      status: 'applied',
      applied_date: '2026-11-02',
      job_link: 'https://jobs.example/acme',
      notes: 'n',
      job_description: 'Go, Kubernetes',
    },
  });
  expect(created.status).toBe(201);
  params.id = created.body.application.id;
  const interview = await call('/api/applications/{id}/set-interview', {
    method: 'POST',
    params,
    body: { interview_date: '2026-12-03T10:30', timezone: 'America/New_York' },
  });
  expect(interview.status, JSON.stringify(interview.body)).toBe(200);
  const contact = await call('/api/applications/{id}/contacts', {
    method: 'POST',
    params,
    body: { name: 'Sam Recruiter', role: 'Recruiter', email: 'sam@acme.example' },
  });
  expect(contact.status, JSON.stringify(contact.body)).toBe(201);
  params.cid = contact.body.data.id;
  const saved = await call('/api/resumes/current', {
    method: 'PUT',
    body: { resume_json: resume },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const again = await call('/api/resumes', {
    method: 'POST',
    body: { name: 'Tailored', resume_json: resume },
  });
  expect(again.status, JSON.stringify(again.body)).toBe(201);
  params.resumeId = again.body.data.id;
  // A literal public address: checked against the SSRF rules without a DNS lookup, never called.
  const hook = await call('/api/webhooks', {
    method: 'POST',
    body: { url: 'http://93.184.216.34/hook', events: ['application.created'] },
  });
  expect(hook.status, JSON.stringify(hook.body)).toBe(201);
  params.webhookId = hook.body.data.id;
  const letter = await call('/api/applications/{id}/cover-letters', {
    method: 'POST',
    params,
    body: { job_description: 'Go, Kubernetes and PostgreSQL in production.' },
  });
  expect(letter.status, JSON.stringify(letter.body).slice(0, 300)).toBe(201);
  params.lid = letter.body.data.id;
  const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
  const submitted = await call('/api/apply/submissions', {
    method: 'POST',
    body: {
      job_url: 'https://jobs.example/acme',
      page_url: 'https://jobs.example/acme/apply',
      answers: [{ question: 'Why Acme?', answer: 'The platform work.', field: 'textarea' }],
      resume: {
        filename: 'resume.pdf',
        sha256: createHash('sha256').update(pdf).digest('hex'),
        content_base64: pdf.toString('base64'),
      },
    },
  });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
  // The public GETs read what a token or a key opens: a feed, an avatar, a one-time hand-off.
  const feed = await call('/api/calendar/feed', { method: 'POST' });
  expect(feed.status, JSON.stringify(feed.body)).toBe(201);
  params.file = new URL(feed.body.url).pathname.split('/').pop()!;
  const sig = (await call('/api/cloudinary/signature')).body;
  const form = new FormData();
  const png = await sharp({
    create: { width: 64, height: 64, channels: 3, background: { r: 20, g: 90, b: 200 } },
  })
    .png()
    .toBuffer();
  form.set('file', new File([png as BlobPart], 'me.png', { type: 'image/png' }));
  for (const field of ['timestamp', 'signature', 'folder'] as const)
    form.set(field, String(sig[field]));
  const avatar = await call('/api/uploads', { method: 'POST', form });
  expect(avatar.status, JSON.stringify(avatar.body)).toBe(200);
  params.uploadId = avatar.body.secure_url.split('/').pop();
  const handoff = await call('/api/temp-store', { method: 'POST', body: { resumeJson: resume } });
  expect(handoff.status, JSON.stringify(handoff.body)).toBe(201);
  params.handoff = handoff.body.token;
  const file = new FormData();
  file.append(
    'file',
    new File([readFileSync('test/fixtures/resumes/sam-rivera-frontend.pdf')], 'Resume.pdf'),
  );
  const attached = await call('/api/applications/{id}/attachments', {
    method: 'POST',
    params,
    form: file,
  });
  expect(attached.status, JSON.stringify(attached.body)).toBe(201);
  params.aid = attached.body.data.id;
});

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(doc as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect((doc as unknown as { openapi: string }).openapi).toMatch(/^3\.1\./);
  });

  it('documents every operation with its scope and both token kinds', () => {
    for (const op of publicOperations()) {
      const entry = doc.paths[op.path]?.[op.method.toLowerCase()] as unknown as {
        security: object[];
        'x-required-scope': string;
      };
      expect(entry, `${op.method} ${op.path}`).toBeDefined();
      expect(entry['x-required-scope']).toBe(op.scope);
      expect(entry.security).toEqual(
        op.scope === 'public'
          ? []
          : op.scope === 'session'
            ? [{ sessionToken: [] }]
            : [{ sessionToken: [] }, { personalAccessToken: [op.scope] }],
      );
    }
  });

  it('declares every tag its operations use', () => {
    const declared = (doc as unknown as { tags: { name: string }[] }).tags.map((t) => t.name);
    for (const op of publicOperations()) expect(declared, op.operationId).toContain(op.tag);
  });

  it('describes every webhook event in the 3.1 webhooks section', () => {
    const hooks = (
      doc as unknown as { webhooks: Record<string, { post: { requestBody: object } }> }
    ).webhooks;
    expect(Object.keys(hooks).sort()).toEqual([
      'application.created',
      'application.deleted',
      'application.status_changed',
      'interview.scheduled',
    ]);
  });
});

describe('one source for routes and document', () => {
  it('every documented operation is served by its route file with that very operation', async () => {
    for (const op of publicOperations()) {
      const load = modules[`/app/api/${folderForPath(op.path)}/route.ts`];
      expect(load, `no route file for ${op.path}`).toBeDefined();
      const handler = (await load!())[op.method] as Handler | undefined;
      expect(handler?.operation, `${op.method} ${op.path} does not use its operation`).toBe(op);
    }
  });

  it('every other route handler is documented, or deliberately session-only plumbing', async () => {
    const documented = new Set(
      publicOperations().map((op) => `${op.method} ${folderForPath(op.path)}`),
    );
    for (const [key, load] of Object.entries(modules)) {
      const folder = folderOf(key);
      if (UNDOCUMENTED.some((pattern) => pattern.test(folder))) continue;
      const mod = await load();
      for (const method of METHODS) {
        if (typeof mod[method] !== 'function') continue;
        expect(
          documented.has(`${method} ${folder}`),
          `${method} /api/${folder} is not in the document`,
        ).toBe(true);
      }
    }
  });
});

describe('every documented GET answers what the document says', () => {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  const gets = publicOperations().filter((op) => op.method === 'GET');

  it.each(gets.map((op) => [op.operationId, op] as const))('%s', async (_name, op) => {
    const pathParams: Record<string, string> = op.path.startsWith('/api/resumes/{id}')
      ? { id: params.resumeId! }
      : op.path.startsWith('/api/webhooks/{id}')
        ? { id: params.webhookId! }
        : op.path.startsWith('/api/uploads/{id}')
          ? { id: params.uploadId! }
          : { id: params.id!, cid: params.cid!, lid: params.lid!, aid: params.aid! };
    pathParams.file = params.file!;
    pathParams.token = params.handoff!;
    // Queries a GET needs to answer 200 (the others take none or only optional ones).
    const query =
      op.operationId === 'findDuplicates' ? '?company=Acme&job_title=Platform%20Engineer' : '';
    const res = await call(op.path, { params: pathParams, path: `${op.path}${query}` });
    expect(res.status, JSON.stringify(res.body).slice(0, 500)).toBe(200);
    const documented = doc.paths[op.path]!.get!.responses['200']!.content!;
    const [type, { schema }] = Object.entries(documented)[0]!;
    if (type === 'application/json') {
      const validate = ajv.compile(schema);
      const ok = validate(res.body);
      expect(
        validate.errors ?? [],
        `${op.operationId}: ${JSON.stringify(res.body).slice(0, 300)}`,
      ).toEqual([]);
      expect(ok).toBe(true);
    } else {
      expect(res.headers.get('content-type')).toContain(type);
    }
  });

  it('the schemas are strict enough to fail on a wrong answer', () => {
    const schema =
      doc.paths['/api/applications/stats']!.get!.responses['200']!.content!['application/json']!
        .schema;
    expect(ajv.validate(schema, { data: { applied: 'three' } })).toBe(false);
  });
});
