// "What I sent": resume_id on add/edit keeps an immutable copy of that resume and the job description.
import { describe, expect, it } from 'vitest';
import { prisma } from '@/server/db/client';
import { callRoute } from '@/test/call-route';
import { createUser } from '@/test/factories';
import { POST as createResume } from '../resumes/route';
import { DELETE as deleteResume, PUT as putResume } from '../resumes/[id]/route';
import { POST as add } from './add-new-application/route';
import { GET as list } from './my-applications/route';
import { DELETE as remove, GET as getOne, PATCH as patch } from './my-applications/[id]/route';

const resume = (summary: string) => ({
  header: { fullName: 'Ada Lovelace' },
  summary,
  experience: [{ role: 'Engineer', company: 'Engines Ltd' }],
});

async function saveResume(token: string, name: string, summary: string) {
  const res = await callRoute(createResume, {
    token,
    body: { name, resume_json: resume(summary), template: 'modern' },
  });
  return res.body.data.id as string;
}

const application = {
  job_title: 'Platform Engineer',
  company: 'Acme',
  status: 'applied',
  applied_date: '2026-11-20',
  job_description: 'Build the platform.',
};

describe('sent resume', () => {
  it('keeps the copy sent with a new application; later edits to the saved resume do not change it', async () => {
    const user = await createUser();
    const id = await saveResume(user.token, 'Tailored for Acme', 'Version one.');
    const created = await callRoute(add, {
      token: user.token,
      body: { ...application, resume_id: id },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const appId = created.body.application.id;

    await callRoute(putResume, {
      method: 'PUT',
      token: user.token,
      params: { id },
      body: { resume_json: resume('Version two.'), name: 'Renamed' },
    });
    const details = await callRoute(getOne, { token: user.token, params: { id: appId } });
    expect(details.body.data.sent_resume).toMatchObject({
      name: 'Tailored for Acme',
      template: 'modern',
      job_description: 'Build the platform.',
    });
    expect(details.body.data.sent_resume.resume_json.summary).toBe('Version one.');
    expect(Date.parse(details.body.data.sent_resume.sent_at)).not.toBeNaN();

    // Deleting the saved resume keeps the copy.
    await callRoute(deleteResume, { method: 'DELETE', token: user.token, params: { id } });
    expect(
      (await callRoute(getOne, { token: user.token, params: { id: appId } })).body.data.sent_resume
        .resume_json.summary,
    ).toBe('Version one.');
  });

  it('copies on edit, again when a chosen resume is sent (Not Applied → Applied), and detaches on null', async () => {
    const user = await createUser();
    const id = await saveResume(user.token, 'Master', 'Draft.');
    const created = await callRoute(add, {
      token: user.token,
      body: { ...application, status: 'not_applied' },
    });
    const appId = created.body.application.id;
    expect(
      (await callRoute(getOne, { token: user.token, params: { id: appId } })).body.data.sent_resume,
    ).toBeNull();

    const attached = await callRoute(patch, {
      method: 'PATCH',
      token: user.token,
      params: { id: appId },
      body: { resume_id: id },
    });
    expect(attached.status).toBe(200);
    expect(
      (await callRoute(getOne, { token: user.token, params: { id: appId } })).body.data.sent_resume
        .resume_json.summary,
    ).toBe('Draft.');

    await callRoute(putResume, {
      method: 'PUT',
      token: user.token,
      params: { id },
      body: { resume_json: resume('Final.') },
    });
    await callRoute(patch, {
      method: 'PATCH',
      token: user.token,
      params: { id: appId },
      body: { status: 'applied', job_description: 'Final JD.' },
    });
    const sent = (await callRoute(getOne, { token: user.token, params: { id: appId } })).body.data
      .sent_resume;
    expect(sent.resume_json.summary).toBe('Final.');
    expect(sent.job_description).toBe('Final JD.');

    // Once applied, the copy stays put.
    await callRoute(putResume, {
      method: 'PUT',
      token: user.token,
      params: { id },
      body: { resume_json: resume('After.') },
    });
    await callRoute(patch, {
      method: 'PATCH',
      token: user.token,
      params: { id: appId },
      body: { status: 'interview', notes: 'x' },
    });
    expect(
      (await callRoute(getOne, { token: user.token, params: { id: appId } })).body.data.sent_resume
        .resume_json.summary,
    ).toBe('Final.');

    await callRoute(patch, {
      method: 'PATCH',
      token: user.token,
      params: { id: appId },
      body: { resume_id: null },
    });
    expect(
      (await callRoute(getOne, { token: user.token, params: { id: appId } })).body.data.sent_resume,
    ).toBeNull();
  });

  it("answers 404 for another user's resume id and writes nothing; 422 for a bad one", async () => {
    const owner = await createUser();
    const other = await createUser();
    const theirs = await saveResume(other.token, 'Theirs', 'Not yours.');
    const res = await callRoute(add, {
      token: owner.token,
      body: { ...application, resume_id: theirs },
    });
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe('Resume not found');
    const db = await prisma();
    expect(await db.application.count({ where: { userId: owner.id } })).toBe(0);

    const created = await callRoute(add, { token: owner.token, body: application });
    const appId = created.body.application.id;
    const stolen = await callRoute(patch, {
      method: 'PATCH',
      token: owner.token,
      params: { id: appId },
      body: { resume_id: theirs, notes: 'changed' },
    });
    expect(stolen.status).toBe(404);
    const after = (await callRoute(getOne, { token: owner.token, params: { id: appId } })).body
      .data;
    expect(after.notes).toBeNull();
    expect(after.sent_resume).toBeNull();
    // Their application details stay theirs.
    expect((await callRoute(getOne, { token: other.token, params: { id: appId } })).status).toBe(
      404,
    );
    expect(
      (await callRoute(add, { token: owner.token, body: { ...application, resume_id: 42 } })).body
        .detail,
    ).toMatch(/resume_id/);
    expect(
      (await callRoute(add, { token: owner.token, body: { ...application, resume_id: '' } }))
        .status,
    ).toBe(422);
  });

  it('goes with its application', async () => {
    const user = await createUser();
    const id = await saveResume(user.token, 'Master', 'One.');
    const appId = (
      await callRoute(add, { token: user.token, body: { ...application, resume_id: id } })
    ).body.application.id;
    const db = await prisma();
    expect(await db.sentResume.count({ where: { applicationId: appId } })).toBe(1);
    await callRoute(remove, { method: 'DELETE', token: user.token, params: { id: appId } });
    expect(await db.sentResume.count({ where: { applicationId: appId } })).toBe(0);
  });

  it("puts the sent copy's match score in the list (the table's Match column), null without one", async () => {
    const user = await createUser();
    const other = await createUser();
    const id = await saveResume(user.token, 'Master', 'Platform engineer who builds the platform.');
    const sent = (
      await callRoute(add, {
        token: user.token,
        body: {
          ...application,
          job_description: 'Platform engineer: Kubernetes, Go, Terraform.',
          resume_id: id,
        },
      })
    ).body.application.id as string;
    const unsent = (await callRoute(add, { token: user.token, body: application })).body.application
      .id as string;
    const db = await prisma();
    await db.sentResume.update({ where: { applicationId: sent }, data: { matchScore: 63 } });
    const rows = (await callRoute(list, { token: user.token })).body.data as {
      id: string;
      match_score: number | null;
    }[];
    expect(rows.find((r) => r.id === sent)?.match_score).toBe(63);
    expect(rows.find((r) => r.id === unsent)?.match_score).toBeNull();
    // Another user's list neither shows these rows nor borrows their scores.
    expect((await callRoute(list, { token: other.token })).body.data).toEqual([]);
  });
});
