import { describe, expect, it } from 'vitest';
import { callRoute } from '@/test/call-route';
import { createUser } from '@/test/factories';
import { GET, PUT } from './route';

const resume = {
  header: { fullName: 'Ada Lovelace', title: 'Engineer', email: 'ada@example.test' },
  summary: 'Builds engines.',
  experience: [
    { role: 'Staff Engineer', company: 'Engines Ltd', achievements: ['Shipped the thing'] },
  ],
  skills: { Languages: ['TypeScript'], Tools: ['Docker'] },
  volunteering: [{ title: 'Mentor', description: 'Code club' }],
  order: ['summary', 'skills', 'experience', 'volunteering'],
};

describe('GET/PUT /api/resumes/current', () => {
  it('answers 404 before anything is saved, then round-trips the saved resume', async () => {
    const user = await createUser();
    const none = await callRoute(GET, { token: user.token });
    expect(none.status).toBe(404);
    expect(none.body.code).toBe('NOT_FOUND');

    const saved = await callRoute(PUT, {
      method: 'PUT',
      token: user.token,
      body: { resume_json: resume },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.resume_json.header.fullName).toBe('Ada Lovelace');
    // Missing header fields are filled with empty strings by the resume schema.
    expect(saved.body.resume_json.header.linkedin).toBe('');

    const loaded = await callRoute(GET, { token: user.token });
    expect(loaded.status).toBe(200);
    expect(loaded.body.resume_json).toEqual(saved.body.resume_json);
    expect(loaded.body.resume_json.order).toEqual(resume.order);
    expect(loaded.body.resume_json.volunteering).toEqual(resume.volunteering);
    expect(Date.parse(loaded.body.updated_at)).not.toBeNaN();

    const changed = {
      ...resume,
      header: { ...resume.header, fullName: 'Ada King' },
      skills: { Langs: ['Go'] },
    };
    expect(
      (await callRoute(PUT, { method: 'PUT', token: user.token, body: { resume_json: changed } }))
        .status,
    ).toBe(200);
    const again = await callRoute(GET, { token: user.token });
    expect(again.body.resume_json.header.fullName).toBe('Ada King');
    expect(again.body.resume_json.skills).toEqual({ Langs: ['Go'] });
  });

  it('rejects invalid resumes with 422 naming the field, and keeps the previous copy', async () => {
    const user = await createUser();
    await callRoute(PUT, { method: 'PUT', token: user.token, body: { resume_json: resume } });
    const cases: [unknown, RegExp][] = [
      [{}, /resume_json/],
      [{ resume_json: { header: { fullName: 42 } } }, /resume_json\.header\.fullName/],
      [
        { resume_json: { experience: [{ achievements: 'one string' }] } },
        /resume_json\.experience\.0\.achievements/,
      ],
      [{ resume_json: { skills: { Languages: 'TypeScript' } } }, /resume_json\.skills\.Languages/],
      [{ resume_json: { header: { fullName: 'x'.repeat(201) } } }, /resume_json\.header\.fullName/],
      [{ resume_json: { custom: 12 } }, /resume_json\.custom/],
    ];
    for (const [body, detail] of cases) {
      const res = await callRoute(PUT, { method: 'PUT', token: user.token, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.code).toBe('VALIDATION_ERROR');
      expect(res.body.detail).toMatch(detail);
    }
    const loaded = await callRoute(GET, { token: user.token });
    expect(loaded.body.resume_json.header.fullName).toBe('Ada Lovelace');
  });

  it("keeps each user's resume private and needs a token", async () => {
    const owner = await createUser();
    const other = await createUser();
    await callRoute(PUT, { method: 'PUT', token: owner.token, body: { resume_json: resume } });
    expect((await callRoute(GET, { token: other.token })).status).toBe(404);
    await callRoute(PUT, {
      method: 'PUT',
      token: other.token,
      body: { resume_json: { header: { fullName: 'Other Person' } } },
    });
    expect((await callRoute(GET, { token: owner.token })).body.resume_json.header.fullName).toBe(
      'Ada Lovelace',
    );
    expect((await callRoute(GET, { token: other.token })).body.resume_json.header.fullName).toBe(
      'Other Person',
    );
    expect((await callRoute(GET)).status).toBe(401);
    expect((await callRoute(PUT, { method: 'PUT', body: { resume_json: resume } })).status).toBe(
      401,
    );
  });
});
