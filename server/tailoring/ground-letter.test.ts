import { describe, expect, it } from 'vitest';
import { resumeSchema } from '@/lib/resume/resume-schema';
import { groundLetter } from './ground-letter';

const resume = resumeSchema.parse({
  header: { fullName: 'Sam Rivera', title: 'Frontend Developer', email: 'sam@example.com' },
  summary: 'Frontend developer with a focus on accessible interfaces.',
  experience: [
    {
      role: 'Senior Frontend Engineer',
      company: 'Globex Corp.',
      startDate: 'Mar 2019',
      endDate: 'Present',
      achievements: [
        'Built a design system in React and TypeScript used by 12 teams.',
        'Cut page load time by 40% by moving the dashboard to server-side rendering.',
        'Led the migration of 30 JavaScript services to Node.js 20.',
      ],
    },
    {
      role: 'Web Developer',
      company: 'Initech',
      startDate: '2016',
      endDate: '2019',
      achievements: ['Maintained REST APIs for a $2M revenue product.'],
    },
  ],
  education: [
    { degree: 'B.S. in Computer Science', institution: 'State University', endDate: '2016' },
  ],
  skills: { Languages: ['JavaScript', 'TypeScript', 'CSS'], Tools: ['Docker', 'Jest'] },
});
const jobDescription =
  'Acme is hiring a Staff Frontend Engineer. You have 5+ years with React and GraphQL. Salary $150,000.';
const ground = (letter: string) =>
  groundLetter({
    letter,
    resume,
    jobDescription,
    application: { company: 'Acme Inc', role: 'Staff Frontend Engineer' },
  });
const unsupported = (letter: string) =>
  ground(letter)
    .sentences.flatMap((s) => s.claims)
    .filter((c) => !c.supported)
    .map((c) => `${c.kind}:${c.text}`);

describe('groundLetter', () => {
  it('flags an invented skill, and says when it is only in the job description', () => {
    expect(unsupported('I have shipped production services in Kubernetes.')).toEqual([
      'skill:Kubernetes',
    ]);
    const claim = ground('I have built GraphQL gateways.').sentences[0]!.claims[0]!;
    expect(claim).toMatchObject({ kind: 'skill', supported: false });
    expect(claim.note).toMatch(/job description, not on your resume/);
  });

  it('flags an invented number, but not one the resume or the description states', () => {
    expect(unsupported('I cut page load time by 65% on the dashboard.')).toEqual(['number:65%']);
    expect(unsupported('I cut page load time by 40% on the dashboard.')).toEqual([]);
    expect(unsupported('A design system used by twelve teams.')).toEqual([]);
    expect(unsupported('A design system used by fifteen teams.')).toEqual(['number:fifteen']);
    expect(unsupported('You ask for 5+ years of React.')).toEqual([]);
  });

  it('flags an invented employer but not a real one, the target company, or a suffix variant', () => {
    expect(unsupported('At Hooli, I rebuilt the checkout flow.')).toEqual(['employer:Hooli']);
    expect(unsupported('At Globex, I built a design system.')).toEqual([]);
    expect(unsupported('I would love to bring this to the team at Acme.')).toEqual([]);
  });

  it('flags an invented degree or field, not the real one in other words', () => {
    expect(unsupported('I hold a PhD in Physics.')).toEqual(['degree:PhD in Physics']);
    expect(unsupported("I hold a Master's degree in Computer Science.")).toEqual([
      "degree:Master's degree in Computer Science",
    ]);
    expect(unsupported("I hold a Bachelor's degree in Computer Science.")).toEqual([]);
    expect(unsupported('I hold a Bachelor of Science in Mechanical Engineering.')).toEqual([
      'degree:Bachelor of Science in Mechanical Engineering',
    ]);
  });

  it('flags an invented title and date', () => {
    expect(unsupported('As Engineering Director at Globex I set the direction.')).toEqual([
      'title:Engineering Director',
    ]);
    expect(unsupported('Since 2012 I have built web apps.')).toEqual(['date:2012']);
    expect(unsupported('Since March 2019 I have led frontend work at Globex.')).toEqual([]);
  });

  it('does not flag paraphrases: case, plurals, JS for JavaScript, Node for Node.js', () => {
    expect(unsupported('I write JS and typescript daily, with docker and jest.')).toEqual([]);
    expect(unsupported('I migrated thirty services to node.js and maintained REST APIs.')).toEqual(
      [],
    );
    expect(unsupported('As a senior frontend engineer I built design systems in React.')).toEqual(
      [],
    );
  });

  it('accepts an employer or title the resume itself names in a bullet, and a skill inside the applied-for role', () => {
    const withPartner = resumeSchema.parse({
      ...resume,
      projects: [
        {
          name: 'Storefront',
          achievements: ['Partnered with Contoso as Integration Lead to launch the storefront.'],
        },
      ],
    });
    const check = (letter: string) =>
      groundLetter({
        letter,
        resume: withPartner,
        jobDescription,
        application: { company: 'Acme', role: 'Machine Learning Engineer' },
      })
        .sentences.flatMap((s) => s.claims)
        .filter((c) => !c.supported)
        .map((c) => c.text);
    expect(check('I partnered with Contoso as Integration Lead on the storefront.')).toEqual([]);
    expect(check('I partnered with Fabrikam on the storefront.')).toEqual(['Fabrikam']);
    expect(check('I am applying for the Machine Learning Engineer role.')).toEqual([]);
    expect(check('I have shipped Machine Learning models.')).toEqual(['Machine Learning']);
  });

  it('points a supported claim and its sentence to the resume line it comes from', () => {
    const result = ground(
      'I cut page load time by 40% by moving the dashboard to server-side rendering.',
    );
    const claim = result.sentences[0]!.claims.find((c) => c.kind === 'number')!;
    expect(claim.source).toEqual({
      section: 'experience',
      entry: 0,
      bullet: 1,
      field: 'achievement',
      text: 'Cut page load time by 40% by moving the dashboard to server-side rendering.',
    });
    expect(result.sentences[0]!.source).toEqual(claim.source);
    expect(result.supportedShare).toBe(1);
  });

  it('splits the letter into sentences with offsets in the whole letter', () => {
    const letter =
      'Dear Ms. Lee,\n\nI built a design system in React. It is used by 12 teams!\n\nSincerely,\nSam Rivera';
    const result = ground(letter);
    expect(result.sentences.map((s) => s.text)).toEqual([
      'Dear Ms. Lee,',
      'I built a design system in React.',
      'It is used by 12 teams!',
      'Sincerely,',
      'Sam Rivera',
    ]);
    for (const s of result.sentences) {
      expect(letter.slice(s.start, s.end)).toBe(s.text);
      for (const c of s.claims) expect(letter.slice(c.start, c.end)).toBe(c.text);
    }
    expect(result.unsupportedCount).toBe(0);
  });
});
