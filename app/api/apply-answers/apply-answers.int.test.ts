// Saved answers through their routes: save, the same question again updates, matching a question
// asked in other words, edit and delete, another user's ids, bad input, scopes; and the suggested
// answer drafted from the resume and the posting with every claim checked, offline and by a model.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiPeer, type OpenAiPeer } from '@/e2e/peers/openai';
import { resetEnvForTests } from '@/server/env';
import { callRoute } from '@/test/call-route';
import { createUser, type TestUser } from '@/test/factories';
import { POST as createResume } from '../resumes/route';
import { POST as addApplication } from '../applications/add-new-application/route';
import { POST as issueToken } from '../tokens/route';
import { DELETE, PATCH } from './[id]/route';
import { POST as suggest } from './suggest/route';
import { GET, POST } from './route';

const resumeJson = JSON.parse(readFileSync('test/fixtures/tailoring/resume.json', 'utf8'));
const jobDescription = readFileSync('test/fixtures/tailoring/job-description.txt', 'utf8');

let alice: TestUser;
let bob: TestUser;
let appId: string;
let peer: OpenAiPeer;

beforeAll(async () => {
  peer = await startOpenAiPeer();
  alice = await createUser();
  bob = await createUser();
  const saved = await callRoute(createResume, {
    token: alice.token,
    body: { name: 'Master', resume_json: resumeJson, template: 'modern' },
  });
  expect(saved.status).toBe(201);
  const app = await callRoute(addApplication, {
    token: alice.token,
    body: {
      job_title: 'Senior Frontend Engineer',
      company: 'Acme',
      status: 'not_applied',
      job_description: jobDescription,
    },
  });
  expect(app.status).toBe(201);
  appId = app.body.application.id;
});
afterAll(async () => {
  await peer.stop();
  delete process.env.AI_PROVIDER;
  resetEnvForTests();
});

describe('saved answers', () => {
  let id: string;

  it('saves an answer (201) and the same question again updates it (200), no duplicate', async () => {
    const first = await callRoute(POST, {
      token: alice.token,
      body: { question: ' Why do you want to work here? ', answer: ' I like the product. ' },
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data).toMatchObject({
      question: 'Why do you want to work here?',
      answer: 'I like the product.',
    });
    id = first.body.data.id;
    const again = await callRoute(POST, {
      token: alice.token,
      body: { question: 'why do you want to work here', answer: 'The mission.' },
    });
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(id);
    const list = await callRoute(GET, { token: alice.token });
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0].answer).toBe('The mission.');
  });

  it('finds the saved answer for the same question in other words, with a score, and not for another', async () => {
    await callRoute(POST, {
      token: alice.token,
      body: {
        question: 'Describe a challenging project you worked on',
        answer: 'The design system.',
      },
    });
    await callRoute(POST, {
      token: alice.token,
      body: { question: 'What are your salary expectations?', answer: '90k' },
    });
    const match = await callRoute(GET, {
      token: alice.token,
      path: `/api/apply-answers?question=${encodeURIComponent('Tell us about a difficult project')}`,
    });
    expect(match.status).toBe(200);
    expect(match.body.data.map((a: { answer: string }) => a.answer)).toEqual([
      'The design system.',
    ]);
    expect(match.body.data[0].score).toBeGreaterThanOrEqual(0.6);
    const motivation = await callRoute(GET, {
      token: alice.token,
      path: `/api/apply-answers?question=${encodeURIComponent('What interests you about this role at Acme?')}`,
    });
    expect(motivation.body.data.map((a: { answer: string }) => a.answer)).toEqual(['The mission.']);
    const none = await callRoute(GET, {
      token: alice.token,
      path: `/api/apply-answers?question=${encodeURIComponent('Are you authorized to work in the US?')}`,
    });
    expect(none.body.data).toEqual([]);
  });

  it('edits and deletes; another user gets 404 for the same ids and sees none of them', async () => {
    expect(
      (
        await callRoute(PATCH, {
          token: bob.token,
          params: { id },
          method: 'PATCH',
          body: { answer: 'x' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await callRoute(DELETE, { token: bob.token, params: { id }, method: 'DELETE' })).status,
    ).toBe(404);
    expect((await callRoute(GET, { token: bob.token })).body.data).toEqual([]);
    const edited = await callRoute(PATCH, {
      token: alice.token,
      params: { id },
      method: 'PATCH',
      body: { answer: 'Because of the mission.' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.answer).toBe('Because of the mission.');
    const clash = await callRoute(PATCH, {
      token: alice.token,
      params: { id },
      method: 'PATCH',
      body: { question: 'What are your salary expectations?' },
    });
    expect(clash.status).toBe(409);
    const gone = await callRoute(DELETE, { token: alice.token, params: { id }, method: 'DELETE' });
    expect(gone.status).toBe(200);
    expect(
      (await callRoute(DELETE, { token: alice.token, params: { id }, method: 'DELETE' })).status,
    ).toBe(404);
  });

  it.each([
    [{ question: '', answer: 'x' }, /question is required/],
    [{ question: 'Q', answer: '   ' }, /answer is required/],
    [{ question: 'x'.repeat(1001), answer: 'x' }, /question must be at most 1000/],
    [{ question: 'Q', answer: 'x'.repeat(10_001) }, /answer must be at most 10000/],
    [{ question: 1, answer: 'x' }, /question must be text/],
  ])('POST %j → 422', async (body, message) => {
    const res = await callRoute(POST, { token: alice.token, body });
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body)).toMatch(message);
  });

  it('PATCH with nothing to change → 422; a huge body → 413', async () => {
    const { body } = await callRoute(POST, {
      token: alice.token,
      body: { question: 'Q1 here', answer: 'A' },
    });
    const empty = await callRoute(PATCH, {
      token: alice.token,
      params: { id: body.data.id },
      method: 'PATCH',
      body: {},
    });
    expect(empty.status).toBe(422);
    const huge = await callRoute(POST, {
      token: alice.token,
      rawBody: JSON.stringify({ question: 'Q', answer: 'x'.repeat(3_000_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(huge.status).toBe(413);
  });

  it('profile:read lists and suggests but cannot save; profile:write saves', async () => {
    const issue = async (scopes: string[]) =>
      (await callRoute(issueToken, { token: alice.token, body: { name: 'answers', scopes } })).body
        .token as string;
    const reader = await issue(['profile:read']);
    const writer = await issue(['profile:write']);
    expect((await callRoute(GET, { token: reader })).status).toBe(200);
    expect(
      (await callRoute(POST, { token: reader, body: { question: 'Q', answer: 'A' } })).status,
    ).toBe(403);
    expect(
      (await callRoute(POST, { token: writer, body: { question: 'Q2 there', answer: 'A' } }))
        .status,
    ).toBe(201);
    expect((await callRoute(GET, { token: writer })).status).toBe(403);
  });
});

describe('suggested answers', () => {
  it('offline: drafted from resume lines for the application, every claim supported, nothing saved', async () => {
    delete process.env.AI_PROVIDER;
    resetEnvForTests();
    const before = (await callRoute(GET, { token: alice.token })).body.data.length;
    const res = await callRoute(suggest, {
      token: alice.token,
      body: { question: 'Why do you want to work at Acme?', application_id: appId },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.provider).toBe('local');
    expect(res.body.answer).toMatch(/Senior Frontend Engineer role at Acme/);
    expect(res.body.answer).toMatch(/Globex/);
    expect(res.body.claims.length).toBeGreaterThan(2);
    expect(res.body.claims.filter((c: { supported: boolean }) => !c.supported)).toEqual([]);
    expect((await callRoute(GET, { token: alice.token })).body.data.length).toBe(before);
  });

  it("offline: the question's own words pick the achievements that answer it", async () => {
    const res = await callRoute(suggest, {
      token: alice.token,
      body: { question: 'Tell us about your experience with accessibility', application_id: appId },
    });
    expect(res.status).toBe(200);
    expect(res.body.answer).toBe(
      'At Globex Corp., as Senior Frontend Engineer, I ran weekly accessibility reviews that brought the app to WCAG 2.1 AA.',
    );
    expect(res.body.claims.filter((c: { supported: boolean }) => !c.supported)).toEqual([]);
  });

  it('with a model: its invented claims are flagged, not hidden', async () => {
    process.env.AI_PROVIDER = 'openai';
    process.env.OPENAI_BASE_URL = peer.url;
    process.env.OPENAI_API_KEY = 'test-key';
    process.env.OPENAI_MODEL = 'overclaims';
    process.env.OPENAI_TIMEOUT_MS = '5000';
    resetEnvForTests();
    const res = await callRoute(suggest, {
      token: alice.token,
      body: { question: 'Why do you want to work at Acme?', application_id: appId },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.provider).toBe('openai');
    expect(res.body.answer).toMatch(/Hooli/);
    const unsupported = res.body.claims.filter((c: { supported: boolean }) => !c.supported);
    expect(unsupported.map((c: { text: string }) => c.text).join(' ')).toMatch(/Hooli|Kubernetes/);
  });

  it('a model that fails: the offline draft, as if there were none', async () => {
    process.env.OPENAI_MODEL = 'broken';
    resetEnvForTests();
    const res = await callRoute(suggest, {
      token: alice.token,
      body: { question: 'Why do you want to work at Acme?', application_id: appId },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.provider).toBe('local');
    delete process.env.AI_PROVIDER;
    resetEnvForTests();
  });

  it("another user's application → 404; no resume → 404; bad question → 422", async () => {
    const foreign = await callRoute(suggest, {
      token: bob.token,
      body: { question: 'Why us?', application_id: appId },
    });
    expect(foreign.status).toBe(404);
    const noResume = await callRoute(suggest, { token: bob.token, body: { question: 'Why us?' } });
    expect(noResume.status).toBe(404);
    expect(noResume.body.detail).toMatch(/save one/);
    expect((await callRoute(suggest, { token: alice.token, body: { question: '' } })).status).toBe(
      422,
    );
  });
});
