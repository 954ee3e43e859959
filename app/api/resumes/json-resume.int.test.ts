import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import jsonResume from '@jsonresume/schema';
import { Validator } from 'jsonschema';
import { describe, expect, it } from 'vitest';
import { resumeSchema } from '@/lib/resume/resume-schema';
import { callRoute } from '@/test/call-route';
import { createUser } from '@/test/factories';
import { GET as exportJson } from './[id]/json-resume/route';
import { GET as getOne } from './[id]/route';
import { POST as importResume } from './import/route';
import { GET as list, POST as create } from './route';

// Our JSON with everything JSON Resume has a field for, plus what it has not (free-text dates,
// bare domains, a custom section, an order): all of it must come back.
const ours = resumeSchema.parse({
  header: {
    fullName: 'Ada Lovelace',
    title: 'Senior Software Engineer',
    email: 'ada@example.test',
    phone: '+44 20 7946 0000',
    location: 'London, UK',
    linkedin: 'linkedin.com/in/ada',
    github: 'https://github.com/ada',
    portfolio: 'ada.dev',
  },
  summary: 'Engineer who turns analytical engines into shipped products.',
  experience: [
    {
      role: 'Staff Engineer',
      company: 'Analytical Engines Ltd',
      location: 'London',
      startDate: 'Jan 2020',
      endDate: 'Present',
      achievements: ['Cut latency by 63%', 'Mentored 5 engineers'],
    },
    {
      role: 'Engineer',
      company: 'Difference Works',
      startDate: '2016',
      endDate: 'Summer 2019',
      description: 'Billing.',
      achievements: [],
    },
  ],
  projects: [
    {
      name: 'Note G',
      techStack: ['TypeScript', 'PostgreSQL'],
      description: 'Bernoulli numbers, computed.',
      startDate: 'Mar 2018',
    },
  ],
  education: [{ degree: 'BSc Mathematics', institution: 'University of London', endDate: '2015' }],
  skills: { Languages: ['TypeScript', 'Python'], Tools: ['Docker'] },
  certifications: 'AWS Certified Solutions Architect\nCKA',
  volunteering: [{ role: 'Mentor', company: 'Code Club', startDate: '2019' }],
  hobbies: 'Chess',
  order: [
    'summary',
    'experience',
    'skills',
    'projects',
    'education',
    'certifications',
    'volunteering',
    'hobbies',
  ],
});

const validate = (doc: unknown) => new Validator().validate(doc, jsonResume.schema as object);

function fileForm(content: string, name = 'resume.json', extra: Record<string, string> = {}) {
  const form = new FormData();
  form.append('file', new File([content], name, { type: 'application/json' }));
  for (const [k, v] of Object.entries(extra)) form.append(k, v);
  return form;
}

describe('JSON Resume export and import', () => {
  it('round-trips our JSON → JSON Resume (schema-valid) → our JSON', async () => {
    const user = await createUser();
    const saved = (
      await callRoute(create, { token: user.token, body: { name: 'Master', resume_json: ours } })
    ).body.data;
    const exported = await callRoute(exportJson, { token: user.token, params: { id: saved.id } });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toContain('application/json');
    expect(exported.headers.get('content-disposition')).toContain('filename="Master.resume.json"');
    const doc = exported.body;
    expect(validate(doc).errors).toEqual([]);
    // Standard fields carry the data for other tools.
    expect(doc.basics).toMatchObject({
      name: 'Ada Lovelace',
      label: 'Senior Software Engineer',
      url: 'https://ada.dev',
      location: { address: 'London, UK' },
    });
    expect(doc.basics.profiles).toEqual([
      { network: 'LinkedIn', url: 'https://linkedin.com/in/ada' },
      { network: 'GitHub', url: 'https://github.com/ada' },
    ]);
    expect(doc.work[0]).toMatchObject({
      name: 'Analytical Engines Ltd',
      position: 'Staff Engineer',
      startDate: '2020-01',
      highlights: ['Cut latency by 63%', 'Mentored 5 engineers'],
    });
    expect(doc.work[0].endDate).toBeUndefined();
    // (jsonb keeps object keys in its own order, so the categories' order is not compared.)
    expect(doc.skills).toEqual(
      expect.arrayContaining([
        { name: 'Languages', keywords: ['TypeScript', 'Python'] },
        { name: 'Tools', keywords: ['Docker'] },
      ]),
    );
    expect(doc.certificates).toEqual([
      { name: 'AWS Certified Solutions Architect' },
      { name: 'CKA' },
    ]);
    expect(doc.volunteer[0]).toMatchObject({
      organization: 'Code Club',
      position: 'Mentor',
      startDate: '2019',
    });

    const back = await callRoute(importResume, {
      token: user.token,
      form: fileForm(JSON.stringify(doc)),
    });
    expect(back.status, JSON.stringify(back.body)).toBe(201);
    expect(back.body.data.resume_json).toEqual(ours);
    expect(back.body.data.name).toBe('Ada Lovelace (imported)');
    expect(
      (await callRoute(getOne, { token: user.token, params: { id: back.body.data.id } })).body.data
        .resume_json,
    ).toEqual(ours);
  });

  it('imports the published sample JSON Resume and our own resume JSON', async () => {
    const user = await createUser();
    const sample = readFileSync(
      join(process.cwd(), 'node_modules/@jsonresume/schema/sample.resume.json'),
      'utf8',
    );
    const res = await callRoute(importResume, {
      token: user.token,
      form: fileForm(sample, 'sample.json', { name: 'From JSON Resume' }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const r = res.body.data.resume_json;
    expect(r.header).toMatchObject({
      fullName: 'Richard Hendriks',
      title: 'Programmer',
      email: 'richard.hendriks@mail.com',
    });
    expect(r.experience[0]).toMatchObject({
      company: 'Pied Piper',
      role: 'CEO/President',
      startDate: 'Dec 2013',
      endDate: 'Dec 2014',
    });
    expect(r.education[0].institution).toBe('University of Oklahoma');
    expect(Object.keys(r.skills).length).toBeGreaterThan(0);
    expect(res.body.data.name).toBe('From JSON Resume');
    // The first saved resume becomes the default.
    expect((await callRoute(list, { token: user.token })).body.data[0]).toMatchObject({
      name: 'From JSON Resume',
      is_default: true,
    });

    const own = await callRoute(importResume, {
      token: user.token,
      form: fileForm(JSON.stringify(ours)),
    });
    expect(own.status).toBe(201);
    expect(own.body.data.resume_json).toEqual(ours);
    // Same base name again: a free one is picked.
    const again = await callRoute(importResume, {
      token: user.token,
      form: fileForm(JSON.stringify(ours)),
    });
    expect(again.body.data.name).toBe('Ada Lovelace (imported) (2)');
  });

  it('answers 422 naming the field for files that do not validate, and saves nothing', async () => {
    const user = await createUser();
    const cases: [string, RegExp][] = [
      ['{not json', /file: not valid JSON/],
      ['[1,2]', /file: expected a JSON object/],
      ['{"hello": 1}', /expected a JSON Resume/],
      [
        JSON.stringify({ basics: { email: 'not-an-email' } }),
        /^basics\.email: does not conform to the "email" format/,
      ],
      [
        JSON.stringify({ basics: { name: 'A' }, work: [{ name: 'X', startDate: 'January 2020' }] }),
        /^work\[0\]\.startDate: does not match pattern/,
      ],
      [
        JSON.stringify({ basics: { name: 'A' }, skills: 'TypeScript' }),
        /^skills: is not of a type\(s\) array/,
      ],
      [JSON.stringify({ header: { fullName: 42 } }), /^header\.fullName:/],
    ];
    for (const [content, detail] of cases) {
      const res = await callRoute(importResume, { token: user.token, form: fileForm(content) });
      expect(res.status, content).toBe(422);
      expect(res.body.code).toBe('VALIDATION_ERROR');
      expect(res.body.detail).toMatch(detail);
    }
    const noFile = new FormData();
    noFile.append('name', 'x');
    expect(
      (await callRoute(importResume, { token: user.token, form: noFile })).body.detail,
    ).toMatch(/^file:/);
    expect((await callRoute(list, { token: user.token })).body.data).toEqual([]);
  });

  it("answers 404 for another user's resume and 401 without a token", async () => {
    const owner = await createUser();
    const other = await createUser();
    const saved = (
      await callRoute(create, { token: owner.token, body: { name: 'Mine', resume_json: ours } })
    ).body.data;
    expect(
      (await callRoute(exportJson, { token: other.token, params: { id: saved.id } })).status,
    ).toBe(404);
    expect((await callRoute(exportJson, { params: { id: saved.id } })).status).toBe(401);
    expect((await callRoute(importResume, { form: fileForm(JSON.stringify(ours)) })).status).toBe(
      401,
    );
  });
});
