// Cover letters through the routes: offline drafts, the OpenAI-compatible peer (its planted
// invented claims must be flagged), versions, edits, another user's ids, and export read-back.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiPeer, type OpenAiPeer } from '@/e2e/peers/openai';
import { extractDocumentText } from '@/server/documents/extract-document-text';
import { resetEnvForTests } from '@/server/env';
import { closeBrowser } from '@/server/resumes/pdf/get-browser';
import { callRoute } from '@/test/call-route';
import { createUser, type TestUser } from '@/test/factories';
import { POST as createResume } from '../../../resumes/route';
import { POST as addApplication } from '../../add-new-application/route';
import { POST as addContact } from '../contacts/route';
import { GET as getApplication } from '../../my-applications/[id]/route';
import { POST as exportLetter } from './[lid]/export/route';
import { DELETE as unmarkSent, POST as markSent } from './[lid]/sent/route';
import { DELETE as deleteLetter, GET as getLetter, PATCH as patchLetter } from './[lid]/route';
import { GET as listLetters, POST as generate } from './route';

const resumeJson = JSON.parse(readFileSync('test/fixtures/tailoring/resume.json', 'utf8'));
const jobDescription = readFileSync('test/fixtures/tailoring/job-description.txt', 'utf8');

let peer: OpenAiPeer;
let user: TestUser;
let other: TestUser;
let appId: string;
let resumeId: string;

function useModel(model: string | null) {
  if (model === null) {
    process.env.AI_PROVIDER = 'local';
  } else {
    process.env.AI_PROVIDER = 'openai';
    process.env.OPENAI_BASE_URL = peer.url;
    process.env.OPENAI_API_KEY = 'test-key';
    process.env.OPENAI_MODEL = model;
    process.env.OPENAI_TIMEOUT_MS = '5000';
  }
  resetEnvForTests();
}

const claimsOf = (letter: {
  grounding: {
    sentences: { claims: { kind: string; text: string; supported: boolean; source?: unknown }[] }[];
  };
}) => letter.grounding.sentences.flatMap((s) => s.claims);
const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

beforeAll(async () => {
  peer = await startOpenAiPeer();
  user = await createUser();
  other = await createUser();
  const saved = await callRoute(createResume, {
    token: user.token,
    body: { name: 'Master', resume_json: resumeJson, template: 'modern' },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  resumeId = saved.body.data.id;
  const app = await callRoute(addApplication, {
    token: user.token,
    body: {
      job_title: 'Senior Frontend Engineer',
      company: 'Acme',
      status: 'applied',
      applied_date: '2026-11-20',
      job_description: jobDescription,
    },
  });
  expect(app.status, JSON.stringify(app.body)).toBe(201);
  appId = app.body.application.id;
});
afterAll(async () => {
  await peer.stop();
  await closeBrowser();
  delete process.env.AI_PROVIDER;
  resetEnvForTests();
});

describe('cover letters', () => {
  it('drafts offline from the saved resume and the application: contact greeting, no unsupported claim, sources on every evidence sentence', async () => {
    useModel(null);
    await callRoute(addContact, {
      token: user.token,
      params: { id: appId },
      body: { name: 'Dana Lee', role: 'Engineering Manager' },
    });
    const res = await callRoute(generate, {
      token: user.token,
      params: { id: appId },
      body: { resume_id: resumeId, tone: 'warm', length: 'long' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const letter = res.body.data;
    expect(letter).toMatchObject({
      version: 1,
      provider: 'local',
      tone: 'warm',
      length: 'long',
      template: 'modern',
      resume_id: resumeId,
      application_id: appId,
    });
    expect(letter.body).toMatch(/^Dear Dana Lee,/);
    expect(letter.body).toContain('Senior Frontend Engineer opening at Acme');
    expect(letter.header.fullName).toBe('Sam Rivera');
    expect(letter.grounding.unsupportedCount).toBe(0);
    expect(letter.grounding.claimCount).toBeGreaterThan(10);
    const sourced = claimsOf(letter).filter((c) => c.source);
    expect(sourced.length).toBeGreaterThan(5);
    // The fixture resume has material for a standard letter, not a long one: the letter says so.
    expect(res.body.notices.join(' ')).toMatch(/material for about \d+ words, so this long letter/);
  });

  it('flags the invented employer, skill, number and degree a model planted, and keeps them visible', async () => {
    useModel('overclaims');
    const res = await callRoute(generate, {
      token: user.token,
      params: { id: appId },
      body: { resume_id: resumeId },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const letter = res.body.data;
    expect(letter.provider).toBe('openai');
    expect(letter.version).toBe(2);
    expect(letter.body).toContain('At Hooli, I ran Kubernetes clusters for 45 million users');
    const flagged = claimsOf(letter)
      .filter((c) => !c.supported)
      .map((c) => `${c.kind}:${c.text}`);
    expect(flagged).toEqual(
      expect.arrayContaining([
        'employer:Hooli',
        'skill:Kubernetes',
        'number:45 million',
        'degree:PhD in Physics',
      ]),
    );
    expect(flagged).toHaveLength(4);
    expect(res.body.notices.join(' ')).toMatch(
      /4 claims in the AI draft could not be found on your resume/,
    );
    // The model was sent the resume and the application, in structured-output mode.
    const sent = JSON.parse(
      peer.requests.at(-1)!.messages!.find((m) => m.role === 'user')!.content,
    );
    expect(sent.cover_letter_request).toMatchObject({
      company: 'Acme',
      role: 'Senior Frontend Engineer',
      contact_name: 'Dana Lee',
    });
    expect(peer.requests.at(-1)!.response_format?.type).toBe('json_schema');
  });

  it('a grounded model draft has no flags; an unusable model falls back to the offline draft with a notice', async () => {
    useModel('text-only');
    const plain = await callRoute(generate, { token: user.token, params: { id: appId }, body: {} });
    expect(plain.status).toBe(201);
    expect(plain.body.data.provider).toBe('openai');
    expect(plain.body.data.grounding.unsupportedCount).toBe(0);
    useModel('broken');
    const fallback = await callRoute(generate, {
      token: user.token,
      params: { id: appId },
      body: { tone: 'concise' },
    });
    expect(fallback.status).toBe(201);
    expect(fallback.body.data.provider).toBe('local');
    expect(fallback.body.notices[0]).toMatch(/AI model was unavailable/);
    useModel(null);
  });

  it('lists versions newest first, saves an edit with its claims checked again, deletes one', async () => {
    const list = await callRoute(listLetters, { token: user.token, params: { id: appId } });
    expect(list.status).toBe(200);
    const versions = list.body.data.map((l: { version: number }) => l.version);
    expect(versions).toEqual([...versions].sort((a, b) => b - a));
    const first = list.body.data.at(-1);
    const edited = `${first.body}\n\nP.S. I also led a team of 50 engineers at Hooli.`;
    const patched = await callRoute(patchLetter, {
      method: 'PATCH',
      token: user.token,
      params: { id: appId, lid: first.id },
      body: { body: edited },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.data.body).toBe(edited);
    expect(
      claimsOf(patched.body.data)
        .filter((c) => !c.supported)
        .map((c) => c.text),
    ).toEqual(['50', 'Hooli']);
    const read = await callRoute(getLetter, {
      token: user.token,
      params: { id: appId, lid: first.id },
    });
    expect(read.body.data.body).toBe(edited);
    const empty = await callRoute(patchLetter, {
      method: 'PATCH',
      token: user.token,
      params: { id: appId, lid: first.id },
      body: { body: '   ' },
    });
    expect(empty.status).toBe(422);
    const last = list.body.data[0];
    expect(
      (
        await callRoute(deleteLetter, {
          method: 'DELETE',
          token: user.token,
          params: { id: appId, lid: last.id },
        })
      ).status,
    ).toBe(200);
    expect(
      (await callRoute(getLetter, { token: user.token, params: { id: appId, lid: last.id } }))
        .status,
    ).toBe(404);
  });

  it('records the version sent in "what I sent", keeps it as sent, and moves the mark to another version', async () => {
    const draft = () =>
      callRoute(generate, {
        token: user.token,
        params: { id: appId },
        body: { resume_id: resumeId },
      });
    const [one, two] = [(await draft()).body.data, (await draft()).body.data];
    const sentOf = async () =>
      (await callRoute(getApplication, { token: user.token, params: { id: appId } })).body.data
        .sent_cover_letter;
    expect(await sentOf()).toBeNull();
    const marked = await callRoute(markSent, {
      method: 'POST',
      token: user.token,
      params: { id: appId, lid: one.id },
    });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    expect(marked.body.data.sent_at).toEqual(expect.any(String));
    expect(await sentOf()).toMatchObject({ id: one.id, version: one.version, body: one.body });
    const edit = await callRoute(patchLetter, {
      method: 'PATCH',
      token: user.token,
      params: { id: appId, lid: one.id },
      body: { body: 'Changed after sending.' },
    });
    expect(edit.status).toBe(409);
    expect(edit.body.detail).toMatch(/sent with the application/);
    expect((await sentOf()).body).toBe(one.body);
    // Another user can neither mark nor clear it.
    for (const route of [markSent, unmarkSent])
      expect(
        (
          await callRoute(route, {
            method: route === markSent ? 'POST' : 'DELETE',
            token: other.token,
            params: { id: appId, lid: one.id },
          })
        ).status,
      ).toBe(404);
    await callRoute(markSent, {
      method: 'POST',
      token: user.token,
      params: { id: appId, lid: two.id },
    });
    expect(await sentOf()).toMatchObject({ id: two.id, body: two.body });
    const first = await callRoute(getLetter, {
      token: user.token,
      params: { id: appId, lid: one.id },
    });
    expect(first.body.data.sent_at).toBeNull();
    const cleared = await callRoute(unmarkSent, {
      method: 'DELETE',
      token: user.token,
      params: { id: appId, lid: two.id },
    });
    expect(cleared.body.data.sent_at).toBeNull();
    expect(await sentOf()).toBeNull();
  });

  it("answers 404 for another user's application and letters, and 422 for bad input", async () => {
    const mine = (await callRoute(listLetters, { token: user.token, params: { id: appId } })).body
      .data[0];
    const p = { id: appId, lid: mine.id };
    expect(
      (await callRoute(listLetters, { token: other.token, params: { id: appId } })).status,
    ).toBe(404);
    expect(
      (await callRoute(generate, { token: other.token, params: { id: appId }, body: {} })).status,
    ).toBe(404);
    expect((await callRoute(getLetter, { token: other.token, params: p })).status).toBe(404);
    expect(
      (
        await callRoute(patchLetter, {
          method: 'PATCH',
          token: other.token,
          params: p,
          body: { body: 'Hijacked.' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await callRoute(deleteLetter, { method: 'DELETE', token: other.token, params: p })).status,
    ).toBe(404);
    expect(
      (await callRoute(exportLetter, { token: other.token, params: p, body: { format: 'pdf' } }))
        .status,
    ).toBe(404);
    expect((await callRoute(getLetter, { token: user.token, params: p })).body.data.body).toBe(
      mine.body,
    );
    // Another user's resume id is a 404 too, and nothing is written.
    const theirs = await callRoute(createResume, {
      token: other.token,
      body: { name: 'Theirs', resume_json: resumeJson },
    });
    const before = (await callRoute(listLetters, { token: user.token, params: { id: appId } })).body
      .data.length;
    expect(
      (
        await callRoute(generate, {
          token: user.token,
          params: { id: appId },
          body: { resume_id: theirs.body.data.id },
        })
      ).status,
    ).toBe(404);
    const bad = await callRoute(generate, {
      token: user.token,
      params: { id: appId },
      body: { tone: 'sarcastic' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe('VALIDATION_ERROR');
    expect(
      (await callRoute(listLetters, { token: user.token, params: { id: appId } })).body.data.length,
    ).toBe(before);
    expect(
      (await callRoute(exportLetter, { token: user.token, params: p, body: { format: 'odt' } }))
        .status,
    ).toBe(422);
  });

  it('needs a job description: the application has none and none was pasted → 422', async () => {
    const app = await callRoute(addApplication, {
      token: user.token,
      body: {
        job_title: 'Designer',
        company: 'Initrode',
        status: 'applied',
        applied_date: '2026-11-20',
      },
    });
    const res = await callRoute(generate, {
      token: user.token,
      params: { id: app.body.application.id },
      body: {},
    });
    expect(res.status).toBe(422);
    expect(res.body.detail).toMatch(/job description/);
    const pasted = await callRoute(generate, {
      token: user.token,
      params: { id: app.body.application.id },
      body: { job_description: jobDescription },
    });
    expect(pasted.status).toBe(201);
    expect(pasted.body.data.body).toMatch(/^Dear Hiring Manager,/);
  });

  it('exports PDF (A4 and Letter) and DOCX that read back with ≥ 99% of the letter’s words and the resume header', async () => {
    const letter = (
      await callRoute(listLetters, { token: user.token, params: { id: appId } })
    ).body.data.find((l: { provider: string }) => l.provider === 'local');
    const expected = wordsOf(letter.body);
    for (const [format, paper] of [
      ['pdf', 'a4'],
      ['pdf', 'letter'],
      ['docx', 'a4'],
    ] as const) {
      const res = await callRoute(exportLetter, {
        token: user.token,
        params: { id: appId, lid: letter.id },
        body: { format, paper },
      });
      expect(res.status, `${format} ${paper}`).toBe(200);
      expect(res.headers.get('content-disposition')).toContain(
        `Sam Rivera - Cover Letter.${format}`,
      );
      const bytes = new Uint8Array(await res.response.arrayBuffer());
      const doc = await extractDocumentText({ bytes });
      // Each word of the letter counted as often as it occurs: a word read back once covers one occurrence.
      const got = new Map<string, number>();
      for (const w of wordsOf(doc.text)) got.set(w, (got.get(w) ?? 0) + 1);
      const kept =
        expected.filter((w) => (got.get(w) ?? 0) > 0 && got.set(w, got.get(w)! - 1)).length /
        expected.length;
      expect(kept, `${format} ${paper}`).toBeGreaterThanOrEqual(0.99);
      expect(doc.text).toContain('sam@example.com');
      if (format === 'pdf') {
        const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
        const pdf = await getDocument({ data: bytes.slice() }).promise;
        const [, , w, h] = (await pdf.getPage(1)).view;
        // A4 is 595×842 pt, US Letter 612×792 pt.
        expect([Math.round(w!), Math.round(h!)]).toEqual(paper === 'a4' ? [595, 842] : [612, 792]);
      }
    }
  }, 60_000);
});
