// The `openai` provider against a local OpenAI-compatible server, through the real analyze route:
// structured output, the JSON-mode and text fallbacks, garbage, errors and a server that hangs.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiPeer, type OpenAiPeer } from '@/e2e/peers/openai';
import { POST as analyze } from '@/app/api/ai/resume/analyze/route';
import { resetEnvForTests } from '@/server/env';
import { callRoute } from '@/test/call-route';
import { createUser, type TestUser } from '@/test/factories';

let peer: OpenAiPeer;
let user: TestUser;

beforeAll(async () => {
  peer = await startOpenAiPeer();
  user = await createUser();
});
afterAll(async () => {
  await peer.stop();
  delete process.env.AI_PROVIDER;
  resetEnvForTests();
});

function useModel(model: string, timeoutMs = 5000) {
  process.env.AI_PROVIDER = 'openai';
  process.env.OPENAI_BASE_URL = peer.url;
  process.env.OPENAI_API_KEY = 'test-key';
  process.env.OPENAI_MODEL = model;
  process.env.OPENAI_TIMEOUT_MS = String(timeoutMs);
  resetEnvForTests();
}

async function run() {
  const f = new FormData();
  f.set(
    'resume',
    new File([readFileSync('test/fixtures/resumes/sam-rivera-frontend.pdf')], 'sam.pdf'),
  );
  f.set('job_description', readFileSync('test/fixtures/postings/backend-platform.txt', 'utf8'));
  const res = await callRoute(analyze, {
    method: 'POST',
    form: f,
    token: user.token,
    ip: '10.9.0.1',
  });
  expect(res.status).toBe(200);
  return res.body.analysis;
}

describe('openai provider', () => {
  it('uses structured output and keeps the engine’s scores', async () => {
    useModel('local-model');
    peer.requests.length = 0;
    const a = await run();
    expect(a.provider).toBe('openai');
    expect(a.suggestions[0]).toMatch(/^Model: mention Python/);
    expect(peer.requests[0]?.response_format?.type).toBe('json_schema');
    useModel('none');
    process.env.AI_PROVIDER = 'local';
    resetEnvForTests();
    const local = await run();
    expect(local.keyword_match_score).toBe(a.keyword_match_score);
    expect(local.ats_score).toBe(a.ats_score);
  });

  it('falls back to JSON mode when the server rejects json_schema', async () => {
    useModel('no-json-schema');
    peer.requests.length = 0;
    const a = await run();
    expect(a.provider).toBe('openai');
    expect(peer.requests.map((r) => r.response_format?.type)).toEqual([
      'json_schema',
      'json_object',
    ]);
    expect(a.suggestions[0]).toMatch(/^Model:/);
  });

  it('falls back to parsing plain text when no response_format is accepted', async () => {
    useModel('text-only');
    peer.requests.length = 0;
    const a = await run();
    expect(a.provider).toBe('openai');
    expect(peer.requests).toHaveLength(3);
    expect(a.suggestions[0]).toMatch(/^Model:/);
  });

  it('leaves out model suggestions that claim skills or years the resume does not show', async () => {
    useModel('overclaims');
    const a = await run();
    expect(a.provider).toBe('openai');
    // "your 6 years of Kubernetes and Kafka": neither is in Sam's resume, and it is not phrased as a condition.
    expect(a.suggestions.join(' ')).not.toMatch(/Kubernetes|6 years/);
    expect(a.suggestions).toContain(
      'Model: mention Python in an Experience bullet where it is true.',
    );
    expect(a.suggestions.some((s: string) => s.includes('React and TypeScript'))).toBe(true);
    expect(a.notices.join(' ')).toMatch(/1 AI suggestion was left out/);
  });

  it.each(['garbage', 'broken'])(
    'answers with the local result and a notice when the model returns %s',
    async (model) => {
      useModel(model);
      const a = await run();
      expect(a.provider).toBe('local');
      expect(a.notices.join(' ')).toMatch(/AI model was unavailable/);
      expect(a.suggestions.some((s: string) => s.includes('required in the job description'))).toBe(
        true,
      );
    },
  );

  it('never hangs: a server that does not answer times out into the local result', async () => {
    useModel('hang', 1500);
    const started = Date.now();
    const a = await run();
    expect(Date.now() - started).toBeLessThan(5000);
    expect(a.provider).toBe('local');
    expect(a.notices.join(' ')).toMatch(/did not answer in time/);
  });
});

describe('openai provider: structuring', () => {
  it('lets the model correct the structure but keeps only what the resume says', async () => {
    const { POST: structure } = await import('@/app/api/ai/resume/structure/route');
    useModel('local-model');
    peer.requests.length = 0;
    const f = new FormData();
    f.set(
      'resume',
      new File([readFileSync('test/fixtures/resumes/maya-chen-backend.pdf')], 'maya.pdf'),
    );
    const res = await callRoute(structure, {
      method: 'POST',
      form: f,
      token: user.token,
      ip: '10.9.0.2',
    });
    expect(res.status).toBe(200);
    expect(peer.requests[0]?.response_format?.type).toBe('json_schema');
    const r = res.body.resume_json;
    expect(r.header.email).toBe('maya.chen@example.com');
    expect(r.experience[0].achievements.join(' ')).not.toMatch(/Turing Award/);
    expect(r.experience[0].achievements).toHaveLength(5);
    expect(r.skills.Tools).toEqual(expect.arrayContaining(['Kafka']));
  });

  it.each([
    ['no-json-schema', ['json_schema', 'json_object']],
    ['text-only', ['json_schema', 'json_object', undefined]],
  ])(
    'falls back from JSON-schema mode when the server rejects response_format (%s)',
    async (model, formats) => {
      const { POST: structure } = await import('@/app/api/ai/resume/structure/route');
      useModel(model);
      peer.requests.length = 0;
      const f = new FormData();
      f.set(
        'resume',
        new File([readFileSync('test/fixtures/resumes/maya-chen-backend.pdf')], 'maya.pdf'),
      );
      const res = await callRoute(structure, {
        method: 'POST',
        form: f,
        token: user.token,
        ip: '10.9.0.4',
      });
      expect(res.status).toBe(200);
      expect(peer.requests.map((r) => r.response_format?.type)).toEqual(formats);
      // The JSON-prompted modes spell out the shape the answer must have.
      expect(peer.requests.at(-1)?.messages?.[0]?.content).toMatch(
        /Answer with one JSON object only/,
      );
      const r = res.body.resume_json;
      expect(r.header.email).toBe('maya.chen@example.com');
      expect(r.experience[0].achievements.join(' ')).not.toMatch(/Turing Award/);
      expect(r.experience).toHaveLength(2);
    },
  );

  it('falls back to the heuristic structure when the model hangs', async () => {
    const { POST: structure } = await import('@/app/api/ai/resume/structure/route');
    useModel('hang', 1000);
    const f = new FormData();
    f.set(
      'resume',
      new File([readFileSync('test/fixtures/resumes/maya-chen-backend.docx')], 'maya.docx'),
    );
    const res = await callRoute(structure, {
      method: 'POST',
      form: f,
      token: user.token,
      ip: '10.9.0.3',
    });
    expect(res.status).toBe(200);
    expect(res.body.resume_json.header.fullName).toBe('Maya Chen');
  });
});
