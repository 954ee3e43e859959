import { describe, expect, it } from 'vitest';
import {
  bulletSentence,
  bulletShape,
  lowerFirst,
  roleSentence,
  summarySentence,
  tidy,
} from './letter-sentences';

// Every sentence the offline letter builds has a subject and a finite verb by construction: these
// are the frames, checked on each shape a resume bullet, role or summary comes in.
const subjectAndVerb =
  /^(?:I (?:was |also |am |have )?[a-z]+|In addition, I [a-z]+|My work (?:there also )?included|Part of my work was|Another part of my work was|My work also included)\b/;

describe('letter sentences', () => {
  it('tidies bullets: marks, doubled spaces and end punctuation', () => {
    expect(tidy('•  Built   the  API ;')).toBe('Built the API');
    expect(tidy('- Led a team of 4 .')).toBe('Led a team of 4');
  });

  it('reads the shape of a bullet', () => {
    expect(bulletShape('Built a design system')).toBe('past');
    expect(bulletShape('Wrote the billing service')).toBe('past');
    expect(bulletShape('Developing dashboards for sales')).toBe('gerund');
    expect(bulletShape('Responsible for the on-call rota')).toBe('responsible');
    expect(bulletShape('Migration of 30 services to Kubernetes')).toBe('phrase');
  });

  it('turns every shape into a first-person sentence with a verb', () => {
    const context = 'Moved services to Kubernetes and React.';
    const cases = [
      bulletSentence('Built a design system in React', 'I ', 0),
      bulletSentence('Developing dashboards for the sales team', 'I also ', 1),
      bulletSentence('Responsible for the on-call rota', 'I ', 0),
      bulletSentence('Responsible for hiring', 'In addition, I ', 2),
      bulletSentence('Migration of 30 services to Kubernetes', 'I ', 0, context),
      bulletSentence('Kubernetes migration of 30 services', 'I ', 1, context),
    ];
    expect(cases).toEqual([
      'I built a design system in React.',
      'My work there also included developing dashboards for the sales team.',
      'I was responsible for the on-call rota.',
      'In addition, I was responsible for hiring.',
      'My work included migration of 30 services to Kubernetes.',
      'Another part of my work was Kubernetes migration of 30 services.',
    ]);
    for (const s of cases) expect(s, s).toMatch(subjectAndVerb);
  });

  it('keeps names capitalised and common words not', () => {
    expect(lowerFirst('React developer', 'I use React daily')).toBe('React developer');
    expect(lowerFirst('Frontend developer', 'Senior Frontend Engineer')).toBe('frontend developer');
  });

  it('writes the role as a sentence with its dates', () => {
    const entry = {
      role: 'Software Engineer  Front-End',
      company: 'Google',
      startDate: 'June 2022',
      endDate: 'Present',
    };
    expect(roleSentence(entry, 'experience', 'formal', false)).toBe(
      'I have worked as Software Engineer Front-End at Google since June 2022.',
    );
    expect(
      roleSentence({ ...entry, startDate: '2019', endDate: '2021' }, 'experience', 'concise', true),
    ).toBe('I worked as Software Engineer Front-End at Google from 2019 to 2021.');
    expect(roleSentence({ company: 'Initech' }, 'experience', 'formal', false)).toBe(
      'I worked at Initech.',
    );
    expect(roleSentence({ name: 'Open Charts' }, 'projects', 'formal', false)).toBe('');
  });

  it('makes the summary a first-person fact, or leaves a wish out', () => {
    expect(
      summarySentence('Senior engineer with 8 years of experience in payments. Loves Go.'),
    ).toBe('I am a senior engineer with 8 years of experience in payments.');
    expect(summarySentence('Experienced analyst who turns data into decisions')).toBe(
      'I am an experienced analyst who turns data into decisions.',
    );
    expect(summarySentence('I build accessible web apps for millions of people.')).toBe(
      'I build accessible web apps for millions of people.',
    );
    expect(summarySentence('Seeking a challenging role in a growing company.')).toBe('');
    expect(summarySentence('Go, Rust')).toBe('');
  });
});
