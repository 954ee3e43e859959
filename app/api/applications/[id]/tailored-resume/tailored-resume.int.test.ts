// Tailored resumes through the routes: the proposal for the application's posting (or a pasted
// one), accepting some changes into a new saved resume, the master left alone, gaps never added,
// another user's application or resume, bad input, and the scopes a token needs.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { callRoute } from '@/test/call-route';
import { createApplication, createUser, type TestUser } from '@/test/factories';
import { POST as createResume } from '../../../resumes/route';
import { GET as getResume } from '../../../resumes/[id]/route';
import { POST as issueToken } from '../../../tokens/route';
import { POST as apply } from './apply/route';
import { POST as propose } from './route';

const fixture = JSON.parse(readFileSync('test/fixtures/tailoring/resume.json', 'utf8'));
const resumeJson = {
  ...fixture,
  skills: {
    Languages: ['HTML', 'CSS', 'JS', 'TypeScript'],
    Frameworks: ['React', 'Next.js', 'Node.js'],
    Tools: ['Docker', 'Jest'],
  },
};
const jobDescription = `${readFileSync('test/fixtures/tailoring/job-description.txt', 'utf8')}
- Strong JavaScript, CI with GitHub Actions`;

type Change = {
  id: string;
  kind: string;
  before: string[];
  after: string[];
  source: { text: string };
};

let user: TestUser;
let other: TestUser;
let appId: string;
let bareAppId: string;
let resumeId: string;

beforeAll(async () => {
  user = await createUser();
  other = await createUser();
  const saved = await callRoute(createResume, {
    token: user.token,
    body: { name: 'Master', resume_json: resumeJson, template: 'modern' },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  resumeId = saved.body.data.id;
  appId = (
    await createApplication(user.token, {
      job_title: 'Senior Frontend Engineer',
      applied_date: '2026-11-20',
      ...(jobDescription ? { job_description: jobDescription } : {}),
    })
  ).id;
  bareAppId = (
    await createApplication(user.token, {
      job_title: 'Senior Frontend Engineer',
      applied_date: '2026-11-20',
    })
  ).id;
});

describe('tailored resumes', () => {
  it('proposes changes with source lines, gaps and scores for the default resume and the application’s posting', async () => {
    const res = await callRoute(propose, { token: user.token, params: { id: appId }, body: {} });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const p = res.body.data;
    expect(p).toMatchObject({
      resume_id: resumeId,
      resume_name: 'Master',
      score_after_accepted: null,
    });
    const ids = (p.changes as Change[]).map((c) => c.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        'skill-rename:Languages.2',
        'skill-add:Playwright',
        'bullets:experience.0',
      ]),
    );
    for (const c of p.changes as Change[]) expect(c.source.text.length).toBeGreaterThan(0);
    expect(p.gaps.map((g: { keyword: string }) => g.keyword)).toContain('GraphQL');
    expect(p.score_before).toBeGreaterThan(0);
    expect(p.score_after_all).toBeGreaterThanOrEqual(p.score_before);

    const subset = await callRoute(propose, {
      token: user.token,
      params: { id: appId },
      body: { resume_id: resumeId, accepted: ['skill-rename:Languages.2'] },
    });
    expect(subset.status).toBe(200);
    expect(subset.body.data.score_after_accepted).toEqual(expect.any(Number));
  });

  it('creates a new resume with the accepted change and not the rejected one; the master stays as it was', async () => {
    const res = await callRoute(apply, {
      token: user.token,
      params: { id: appId },
      body: { resume_id: resumeId, accepted: ['skill-rename:Languages.2'] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { resume, applied, score_before, score_after } = res.body.data;
    expect(resume.name).toBe('Master — Acme');
    expect(applied).toEqual(['skill-rename:Languages.2']);
    expect(score_after).toBeGreaterThanOrEqual(score_before);
    const copy = await callRoute(getResume, { token: user.token, params: { id: resume.id } });
    expect(copy.status).toBe(200);
    expect(copy.body.data.is_default).toBe(false);
    expect(copy.body.data.template).toBe('modern');
    const skills = copy.body.data.resume_json.skills;
    expect(skills.Languages).toEqual(['HTML', 'CSS', 'JavaScript', 'TypeScript']);
    expect(Object.values(skills).flat()).not.toContain('Playwright');
    expect(Object.values(skills).flat()).not.toContain('GraphQL');
    const master = await callRoute(getResume, { token: user.token, params: { id: resumeId } });
    expect(master.body.data.resume_json.skills.Languages).toContain('JS');

    // Nothing accepted: no copy that would be the saved resume again.
    const none = await callRoute(apply, {
      token: user.token,
      params: { id: appId },
      body: { resume_id: resumeId, accepted: [] },
    });
    expect(none.status).toBe(422);
    expect(none.body.detail).toMatch(/accept at least one proposed change/);
    // The same name again: a free one is picked; a taken explicit name is a conflict.
    const again = await callRoute(apply, {
      token: user.token,
      params: { id: appId },
      body: { resume_id: resumeId, accepted: ['skill-rename:Languages.2'] },
    });
    expect(again.status).toBe(201);
    expect(again.body.data.resume.name).toBe('Master — Acme (2)');
    const clash = await callRoute(apply, {
      token: user.token,
      params: { id: appId },
      body: { resume_id: resumeId, accepted: ['skill-rename:Languages.2'], name: 'Master' },
    });
    expect(clash.status).toBe(409);
  });

  it('uses a pasted posting when the application has none, and says what is missing without one', async () => {
    const missing = await callRoute(propose, {
      token: user.token,
      params: { id: bareAppId },
      body: {},
    });
    expect(missing.status).toBe(422);
    expect(missing.body.detail).toMatch(/^job_description: add the job description/);
    const pasted = await callRoute(propose, {
      token: user.token,
      params: { id: bareAppId },
      body: { job_description: jobDescription },
    });
    expect(pasted.status, JSON.stringify(pasted.body)).toBe(200);
    expect(pasted.body.data.changes.length).toBeGreaterThan(0);
    const created = await callRoute(apply, {
      token: user.token,
      params: { id: bareAppId },
      body: {
        resume_id: resumeId,
        job_description: jobDescription,
        accepted: ['skill-rename:Languages.2'],
        name: 'For Acme (pasted)',
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({
      resume: { name: 'For Acme (pasted)' },
      applied: ['skill-rename:Languages.2'],
    });
    // Without the pasted posting the application has none: the same 422, nothing saved.
    const noPosting = await callRoute(apply, {
      token: user.token,
      params: { id: bareAppId },
      body: { resume_id: resumeId, accepted: [] },
    });
    expect(noPosting.status).toBe(422);
  });

  it('answers 404 for another user’s application or resume and 422 for bad input, never 500', async () => {
    const theirApp = (
      await createApplication(other.token, {
        job_title: 'Senior Frontend Engineer',
        applied_date: '2026-11-20',
        ...(jobDescription ? { job_description: jobDescription } : {}),
      })
    ).id;
    const me = user.token;
    const them = other.token;
    const cases: [typeof propose, string, string, Record<string, unknown>, number][] = [
      [propose, me, theirApp, {}, 404],
      [apply, me, theirApp, { resume_id: resumeId, accepted: [] }, 404],
      [propose, me, 'no-such-application', {}, 404],
      // Their own application with my resume: the resume is not found for them.
      [propose, them, theirApp, { resume_id: resumeId }, 404],
      [apply, them, theirApp, { resume_id: resumeId, accepted: [] }, 404],
      [apply, me, appId, { accepted: [] }, 422],
      [apply, me, appId, { resume_id: resumeId, accepted: 'all' }, 422],
      [apply, me, appId, { resume_id: resumeId, accepted: ['no-such-change'] }, 422],
      [propose, me, appId, { job_description: '   ' }, 422],
      [apply, me, appId, { resume_id: resumeId, accepted: [], name: '' }, 422],
    ];
    for (const [handler, token, id, body, status] of cases) {
      const res = await callRoute(handler, { token, params: { id }, body });
      expect(res.status, `${JSON.stringify(body)} → ${JSON.stringify(res.body)}`).toBe(status);
      expect(res.body.detail).toEqual(expect.any(String));
    }
    const bad = await callRoute(apply, {
      token: user.token,
      params: { id: appId },
      body: { resume_id: resumeId, accepted: ['no-such-change'] },
    });
    expect(bad.body.detail).toMatch(/^accepted: "no-such-change" is not a proposed change/);
  });

  it('needs ai:use to propose and resumes:write to create', async () => {
    const token = async (scopes: string[]) => {
      const res = await callRoute(issueToken, {
        token: user.token,
        body: { name: scopes.join(' '), scopes },
        ip: `198.51.100.${scopes.length + 40}`,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.token as string;
    };
    const ai = await token(['ai:use']);
    const write = await token(['resumes:write', 'resumes:read']);
    expect((await callRoute(propose, { token: ai, params: { id: appId }, body: {} })).status).toBe(
      200,
    );
    expect(
      (await callRoute(propose, { token: write, params: { id: appId }, body: {} })).status,
    ).toBe(403);
    const body = { resume_id: resumeId, accepted: ['skill-rename:Languages.2'] };
    expect((await callRoute(apply, { token: ai, params: { id: appId }, body })).status).toBe(403);
    expect((await callRoute(apply, { token: write, params: { id: appId }, body })).status).toBe(
      201,
    );
  });
});
