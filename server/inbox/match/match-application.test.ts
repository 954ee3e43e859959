import { describe, expect, it } from 'vitest';
import { matchApplication, type MatchCandidate, type MatchInput } from './match-application';

const apps: MatchCandidate[] = [
  {
    id: 'acme-se',
    company: 'Acme, Inc.',
    jobTitle: 'Senior Engineer',
    jobLink: null,
    createdAt: new Date('2026-11-01'),
  },
  {
    id: 'acme-pm',
    company: 'Acme',
    jobTitle: 'Product Manager',
    jobLink: null,
    createdAt: new Date('2026-11-02'),
  },
  {
    id: 'init',
    company: 'Initech GmbH',
    jobTitle: 'Backend Developer',
    jobLink: 'https://boards.greenhouse.io/initech/jobs/123',
    createdAt: new Date('2026-10-01'),
  },
];

const base: MatchInput = {
  company: null,
  jobTitle: null,
  fromAddress: 'no-reply@greenhouse-mail.io',
  from: 'Hiring <no-reply@greenhouse-mail.io>',
  subject: 'Your application',
  text: 'Thank you',
  links: [],
  threadApplicationId: null,
};

describe('matchApplication', () => {
  it('picks the company the classifier read, the title breaking the tie', () => {
    expect(
      matchApplication({ ...base, company: 'ACME', jobTitle: 'Senior Software Engineer' }, apps)
        ?.id,
    ).toBe('acme-se');
    expect(
      matchApplication({ ...base, company: 'acme', jobTitle: 'Product Manager' }, apps)?.id,
    ).toBe('acme-pm');
  });

  it('reads the company from the sender domain, and the job link', () => {
    expect(
      matchApplication(
        { ...base, fromAddress: 'talent@initech.de', from: 'talent@initech.de' },
        apps,
      )?.id,
    ).toBe('init');
    expect(
      matchApplication(
        { ...base, links: ['https://boards.greenhouse.io/initech/jobs/123?gh_src=x'] },
        apps,
      )?.id,
    ).toBe('init');
  });

  it('follows the thread', () => {
    expect(matchApplication({ ...base, threadApplicationId: 'acme-pm' }, apps)?.id).toBe('acme-pm');
  });

  it('answers null when no company, link or thread names one', () => {
    expect(
      matchApplication({ ...base, company: 'Globex', jobTitle: 'Senior Engineer' }, apps),
    ).toBeNull();
    expect(matchApplication({ ...base, fromAddress: 'me@gmail.com' }, apps)).toBeNull();
  });

  it('reads the employer from an ATS link or an ATS sender address, with or without spaces', () => {
    const tracked: MatchCandidate[] = [
      { ...apps[0]!, id: 'pp', company: 'Pied Piper', jobTitle: 'Engineer' },
      { ...apps[0]!, id: 'nw', company: 'Northwind Traders', jobTitle: 'Analyst' },
    ];
    expect(
      matchApplication({ ...base, links: ['https://jobs.lever.co/piedpiper/abc-123'] }, tracked)
        ?.id,
    ).toBe('pp');
    expect(
      matchApplication(
        { ...base, links: ['https://careers-northwind.icims.com/jobs/42/job'] },
        tracked,
      )?.id,
    ).toBe('nw');
    expect(
      matchApplication(
        { ...base, fromAddress: 'piedpiper@myworkday.com', from: 'piedpiper@myworkday.com' },
        tracked,
      )?.id,
    ).toBe('pp');
  });

  it('legal forms with dots, "&" and a name that is the leading words of the other', () => {
    const tracked: MatchCandidate[] = [
      { ...apps[0]!, id: 'bs', company: 'Banco Solar S.A.', jobTitle: 'Designer' },
      { ...apps[0]!, id: 'bb', company: 'Boll & Branch', jobTitle: 'Engineer' },
      { ...apps[0]!, id: 'ap', company: 'Aperture Science', jobTitle: 'Analyst' },
    ];
    expect(matchApplication({ ...base, company: 'Banco Solar' }, tracked)?.id).toBe('bs');
    expect(matchApplication({ ...base, company: 'Bollandbranch' }, tracked)?.id).toBe('bb');
    expect(matchApplication({ ...base, company: 'Aperture' }, tracked)?.id).toBe('ap');
    // A short shared word is not enough.
    expect(
      matchApplication({ ...base, company: 'Ape' }, [{ ...apps[0]!, company: 'Ape Labs' }]),
    ).toBeNull();
  });
});
