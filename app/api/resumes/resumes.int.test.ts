import { describe, expect, it } from 'vitest';
import { prisma } from '@/server/db/client';
import { callRoute } from '@/test/call-route';
import { createUser } from '@/test/factories';
import { GET as getTemplates } from '../resume/templates/route';
import { GET as getCurrent, PUT as putCurrent } from './current/route';
import { DELETE as deleteOne, GET as getOne, PUT as putOne } from './[id]/route';
import { POST as duplicate } from './[id]/duplicate/route';
import { GET as list, POST as create } from './route';

const master = {
  header: { fullName: 'Ada Lovelace', title: 'Engineer', email: 'ada@example.test' },
  summary: 'Builds engines.',
  experience: [
    { role: 'Staff Engineer', company: 'Engines Ltd', achievements: ['Shipped the thing'] },
  ],
  skills: { Languages: ['TypeScript'] },
};

async function make(token: string, name: string, resume: object = master, template?: string) {
  const res = await callRoute(create, { token, body: { name, resume_json: resume, template } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as {
    id: string;
    name: string;
    is_default: boolean;
    template: string;
    resume_json: typeof master;
  };
}

describe('/api/resumes', () => {
  it('creates, lists, reads, updates and duplicates saved resumes; the first one is the default', async () => {
    const user = await createUser();
    expect((await callRoute(list, { token: user.token })).body).toEqual({ data: [] });

    const first = await make(user.token, 'Master');
    expect(first).toMatchObject({ name: 'Master', is_default: true, template: 'classic' });
    expect(first.resume_json.header.fullName).toBe('Ada Lovelace');
    const second = await make(
      user.token,
      'Backend roles',
      { ...master, summary: 'Backend.' },
      'modern',
    );
    expect(second).toMatchObject({ is_default: false, template: 'modern' });

    const listed = await callRoute(list, { token: user.token });
    expect(listed.body.data.map((r: { name: string }) => r.name)).toEqual([
      'Master',
      'Backend roles',
    ]);
    expect(Object.keys(listed.body.data[0]).sort()).toEqual([
      'id',
      'is_default',
      'name',
      'template',
      'updated_at',
    ]);

    const one = await callRoute(getOne, { token: user.token, params: { id: second.id } });
    expect(one.status).toBe(200);
    expect(one.body.data.resume_json.summary).toBe('Backend.');

    // /current means the default resume, for reading and saving.
    expect((await callRoute(getCurrent, { token: user.token })).body).toMatchObject({
      id: first.id,
      name: 'Master',
    });
    await callRoute(putCurrent, {
      method: 'PUT',
      token: user.token,
      body: { resume_json: { ...master, summary: 'Edited via current.' } },
    });
    expect(
      (await callRoute(getOne, { token: user.token, params: { id: first.id } })).body.data
        .resume_json.summary,
    ).toBe('Edited via current.');

    const renamed = await callRoute(putOne, {
      method: 'PUT',
      token: user.token,
      params: { id: second.id },
      body: { name: 'Backend (v2)', template: 'compact' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({
      name: 'Backend (v2)',
      template: 'compact',
      resume_json: { summary: 'Backend.' },
    });

    const made = await callRoute(putOne, {
      method: 'PUT',
      token: user.token,
      params: { id: second.id },
      body: { is_default: true },
    });
    expect(made.body.data.is_default).toBe(true);
    expect((await callRoute(getCurrent, { token: user.token })).body.id).toBe(second.id);
    expect(
      (await callRoute(getOne, { token: user.token, params: { id: first.id } })).body.data
        .is_default,
    ).toBe(false);

    const copy = await callRoute(duplicate, {
      token: user.token,
      params: { id: first.id },
      body: { name: 'Tailored for Acme' },
    });
    expect(copy.status).toBe(201);
    expect(copy.body.data).toMatchObject({
      name: 'Tailored for Acme',
      is_default: false,
      template: 'classic',
      resume_json: { summary: 'Edited via current.' },
    });
    expect(copy.body.data.id).not.toBe(first.id);
    // The copy is independent of its source.
    await callRoute(putOne, {
      method: 'PUT',
      token: user.token,
      params: { id: copy.body.data.id },
      body: { resume_json: { ...master, summary: 'For Acme.' } },
    });
    expect(
      (await callRoute(getOne, { token: user.token, params: { id: first.id } })).body.data
        .resume_json.summary,
    ).toBe('Edited via current.');
  });

  it('deletes a resume; deleting the default promotes the most recently updated one', async () => {
    const user = await createUser();
    const a = await make(user.token, 'A');
    const b = await make(user.token, 'B');
    const c = await make(user.token, 'C');
    await callRoute(putOne, {
      method: 'PUT',
      token: user.token,
      params: { id: b.id },
      body: { name: 'B2' },
    });
    const gone = await callRoute(deleteOne, {
      method: 'DELETE',
      token: user.token,
      params: { id: a.id },
    });
    expect(gone.status).toBe(200);
    expect((await callRoute(getOne, { token: user.token, params: { id: a.id } })).status).toBe(404);
    const rest = (await callRoute(list, { token: user.token })).body.data;
    expect(rest.map((r: { id: string }) => r.id)).toEqual([b.id, c.id]);
    expect(rest[0].is_default).toBe(true);
    expect(
      (await callRoute(deleteOne, { method: 'DELETE', token: user.token, params: { id: a.id } }))
        .status,
    ).toBe(404);
  });

  it('answers 422 naming the field for bad input and 409 for a name already in use, writing nothing', async () => {
    const user = await createUser();
    const a = await make(user.token, 'Master');
    const bad: [unknown, RegExp][] = [
      [{ resume_json: master }, /Name is required/],
      [{ name: '   ', resume_json: master }, /Name is required/],
      [{ name: 'x'.repeat(101), resume_json: master }, /at most 100/],
      [{ name: 'X' }, /resume_json/],
      [{ name: 'X', resume_json: { header: { fullName: 42 } } }, /resume_json\.header\.fullName/],
      [
        { name: 'X', resume_json: master, template: 'fancy' },
        /template must be one of classic, modern, compact/,
      ],
    ];
    for (const [body, detail] of bad) {
      const res = await callRoute(create, { token: user.token, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.detail).toMatch(detail);
    }
    const clash = await callRoute(create, {
      token: user.token,
      body: { name: 'Master', resume_json: master },
    });
    expect(clash.status).toBe(409);
    expect(clash.body.detail).toBe('You already have a resume named "Master"');
    const b = await make(user.token, 'Other');
    expect(
      (
        await callRoute(putOne, {
          method: 'PUT',
          token: user.token,
          params: { id: b.id },
          body: { name: 'Master' },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await callRoute(duplicate, {
          token: user.token,
          params: { id: a.id },
          body: { name: 'Other' },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await callRoute(putOne, {
          method: 'PUT',
          token: user.token,
          params: { id: b.id },
          body: {},
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await callRoute(putOne, {
          method: 'PUT',
          token: user.token,
          params: { id: b.id },
          body: { is_default: false },
        })
      ).body.detail,
    ).toMatch(/is_default/);
    expect(
      (await callRoute(duplicate, { token: user.token, params: { id: a.id }, body: {} })).status,
    ).toBe(422);
    expect((await callRoute(list, { token: user.token })).body.data).toHaveLength(2);
  });

  it("answers 404 for another user's resume on every route, and 401 without a token", async () => {
    const owner = await createUser();
    const other = await createUser();
    const mine = await make(owner.token, 'Mine');
    const id = { id: mine.id };
    expect((await callRoute(getOne, { token: other.token, params: id })).status).toBe(404);
    expect(
      (
        await callRoute(putOne, {
          method: 'PUT',
          token: other.token,
          params: id,
          body: { name: 'Stolen' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await callRoute(putOne, {
          method: 'PUT',
          token: other.token,
          params: id,
          body: { is_default: true },
        })
      ).status,
    ).toBe(404);
    expect(
      (await callRoute(duplicate, { token: other.token, params: id, body: { name: 'Copy' } }))
        .status,
    ).toBe(404);
    expect(
      (await callRoute(deleteOne, { method: 'DELETE', token: other.token, params: id })).status,
    ).toBe(404);
    expect(
      (await callRoute(getOne, { token: other.token, params: { id: 'not-a-uuid' } })).status,
    ).toBe(404);
    expect((await callRoute(list, { token: other.token })).body.data).toEqual([]);
    expect((await callRoute(getOne, { token: owner.token, params: id })).body.data).toMatchObject({
      name: 'Mine',
      is_default: true,
    });
    expect((await callRoute(list)).status).toBe(401);
    expect((await callRoute(getOne, { params: id })).status).toBe(401);
    expect((await callRoute(getTemplates)).status).toBe(401);
  });

  it('lists at least three templates', async () => {
    const user = await createUser();
    const res = await callRoute(getTemplates, { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { id: 'classic', name: 'Classic' },
      { id: 'modern', name: 'Modern' },
      { id: 'compact', name: 'Compact' },
    ]);
  });

  it('goes when its user goes', async () => {
    const user = await createUser();
    await make(user.token, 'Master');
    const db = await prisma();
    await db.user.delete({ where: { id: user.id } });
    expect(await db.resume.count({ where: { userId: user.id } })).toBe(0);
  });
});
