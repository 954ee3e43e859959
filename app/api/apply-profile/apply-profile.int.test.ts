// The apply profile through its routes: defaults prefilled from the account and the resume, a save
// read back, bad input answered 422 naming the field, another user's profile never seen, scopes.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { DECLINE_TO_SELF_IDENTIFY } from '@/lib/apply/profile-schema';
import { callRoute } from '@/test/call-route';
import { createUser, type TestUser } from '@/test/factories';
import { POST as createResume } from '../resumes/route';
import { POST as issueToken } from '../tokens/route';
import { GET, PUT } from './route';

const resumeJson = JSON.parse(readFileSync('test/fixtures/tailoring/resume.json', 'utf8'));

let alice: TestUser;
let bob: TestUser;

const full = {
  first_name: '  Sam ',
  last_name: 'Rivera',
  preferred_name: 'Sammy',
  email: 'sam@example.com',
  phone_country_code: '+44',
  phone: '7700 900123',
  address: {
    street: '1 High St',
    city: 'London',
    region: null,
    postal_code: 'N1 1AA',
    country: 'United Kingdom',
  },
  linkedin_url: 'https://www.linkedin.com/in/sam',
  github_url: 'https://github.com/sam',
  website_url: '',
  current_company: 'Globex',
  current_title: 'Engineer',
  years_experience: 8.5,
  work_authorization: [
    { country: 'gb', authorized: true },
    { country: 'US', authorized: false },
  ],
  needs_sponsorship: true,
  willing_to_relocate: false,
  salary_expectation: { amount: 90000, currency: 'gbp', period: 'year' },
  notice_period: '1 month',
  earliest_start_date: '2027-01-04',
  pronouns: 'they/them',
  how_did_you_hear: 'LinkedIn',
  self_identification: { gender: 'Non-binary' },
};

beforeAll(async () => {
  alice = await createUser({ email: `alice-${Date.now()}@example.test` });
  bob = await createUser();
  const saved = await callRoute(createResume, {
    token: alice.token,
    body: { name: 'Master', resume_json: resumeJson, template: 'modern' },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
});

describe('GET /api/apply-profile before any save', () => {
  it('prefills name, phone and current job from the resume and the email from the account', async () => {
    const res = await callRoute(GET, { token: alice.token });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({
      first_name: 'Sam',
      last_name: 'Rivera',
      email: alice.email,
      phone_country_code: '+1',
      phone: '555 0100',
      current_company: 'Globex Corp.',
      current_title: 'Senior Frontend Engineer',
      linkedin_url: null,
      work_authorization: [],
      needs_sponsorship: null,
      salary_expectation: { amount: null, currency: null, period: null },
      self_identification: {
        gender: DECLINE_TO_SELF_IDENTIFY,
        race_ethnicity: DECLINE_TO_SELF_IDENTIFY,
        veteran_status: DECLINE_TO_SELF_IDENTIFY,
        disability_status: DECLINE_TO_SELF_IDENTIFY,
      },
    });
  });

  it('a user without a resume gets the account email and nothing invented', async () => {
    const res = await callRoute(GET, { token: bob.token });
    expect(res.status).toBe(200);
    expect(res.body.profile.email).toBe(bob.email);
    expect(res.body.profile.first_name).toBeNull();
    expect(res.body.profile.current_company).toBeNull();
  });
});

describe('PUT /api/apply-profile', () => {
  it('saves the whole profile trimmed and normalised, and GET reads it back', async () => {
    const res = await callRoute(PUT, { token: alice.token, method: 'PUT', body: full });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { profile } = res.body;
    expect(profile.first_name).toBe('Sam');
    expect(profile.website_url).toBeNull();
    expect(profile.work_authorization).toEqual([
      { country: 'GB', authorized: true },
      { country: 'US', authorized: false },
    ]);
    expect(profile.salary_expectation).toEqual({ amount: 90000, currency: 'GBP', period: 'year' });
    expect(profile.self_identification).toEqual({
      gender: 'Non-binary',
      race_ethnicity: DECLINE_TO_SELF_IDENTIFY,
      veteran_status: DECLINE_TO_SELF_IDENTIFY,
      disability_status: DECLINE_TO_SELF_IDENTIFY,
    });
    const back = await callRoute(GET, { token: alice.token });
    expect(back.body.profile).toEqual(profile);
    // Bob sees his own defaults, never Alice's profile.
    const other = await callRoute(GET, { token: bob.token });
    expect(other.body.profile.first_name).toBeNull();
    expect(other.body.profile.phone).toBeNull();
  });

  it('a field left out is saved as null (the profile is replaced)', async () => {
    const res = await callRoute(PUT, {
      token: bob.token,
      method: 'PUT',
      body: { first_name: 'Bob' },
    });
    expect(res.status).toBe(200);
    expect(res.body.profile.last_name).toBeNull();
    expect(res.body.profile.email).toBeNull();
    expect((await callRoute(GET, { token: bob.token })).body.profile.first_name).toBe('Bob');
  });

  it.each([
    [{ email: 'not an email' }, /email must be an email address/],
    [{ phone_country_code: '44' }, /phone_country_code must look like \+44/],
    [{ phone: 'call me' }, /phone may hold only digits/],
    [{ linkedin_url: 'javascript:alert(1)' }, /linkedin_url must be an http\(s\) link/],
    [{ years_experience: -1 }, /years_experience must not be negative/],
    [{ years_experience: '5' }, /years_experience must be a number or null/],
    [{ work_authorization: [{ country: 'XX', authorized: true }] }, /ISO 3166/],
    [
      { work_authorization: [{ country: 'US', authorized: 'yes' }] },
      /authorized must be true or false/,
    ],
    [{ needs_sponsorship: 'no' }, /needs_sponsorship must be true, false or null/],
    [{ salary_expectation: { currency: 'DOLLARS' } }, /ISO 4217/],
    [{ salary_expectation: { period: 'week' } }, /year, month or hour/],
    [{ earliest_start_date: '2027-02-30' }, /earliest_start_date must be a real date/],
    [{ first_name: 'x'.repeat(201) }, /first_name must be at most 200 characters/],
    [
      { self_identification: { gender: 'x'.repeat(300) } },
      /self_identification.gender must be at most/,
    ],
    [{ address: 'London' }, /address must be an object/],
    [[1, 2], /JSON object/],
  ])('%j → 422 naming the field', async (body, message) => {
    const res = await callRoute(PUT, { token: bob.token, method: 'PUT', body });
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(JSON.stringify(res.body)).toMatch(message);
  });

  it('refuses a body over the size limit with 413 and invalid JSON with 400', async () => {
    const huge = await callRoute(PUT, {
      token: bob.token,
      method: 'PUT',
      rawBody: JSON.stringify({ first_name: 'x'.repeat(3_000_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(huge.status).toBe(413);
    const broken = await callRoute(PUT, {
      token: bob.token,
      method: 'PUT',
      rawBody: '{"first_name": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
  });
});

describe('tokens', () => {
  async function tokenWith(scopes: string[]) {
    const res = await callRoute(issueToken, {
      token: alice.token,
      body: { name: `apply ${scopes.join(' ')}`, scopes },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.token as string;
  }

  it('profile:read reads, profile:write writes, neither crosses', async () => {
    const reader = await tokenWith(['profile:read']);
    const writer = await tokenWith(['profile:write']);
    expect((await callRoute(GET, { token: reader })).status).toBe(200);
    const refused = await callRoute(PUT, { token: reader, method: 'PUT', body: full });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toContain('profile:write');
    expect((await callRoute(GET, { token: writer })).status).toBe(403);
    expect((await callRoute(PUT, { token: writer, method: 'PUT', body: full })).status).toBe(200);
    expect((await callRoute(GET, { token: 'pst_not_a_token' })).status).toBe(401);
  });
});
