import { describe, expect, it } from 'vitest';
import { analyzeResumeLocal } from './analyze-resume-local';

const jd = `Backend Engineer
We build payment systems for small shops.
Requirements:
- Experience with payment systems and Python
- Kubernetes
Nice to have:
- Terraform`;

const resume = `Lee Park
Backend Engineer
lee@park.dev | +1 206 555 0100 | Seattle, WA | linkedin.com/in/leepark

Experience
Backend Engineer | Shopline | Jan 2020 – Present
• Built a payment system in Python that settles 2 million orders a month.
• Cut deploy time by 40% with a new CI pipeline.

Education
B.S. Computer Science | University of Washington | 2014 – 2018

Skills
Languages: Python, SQL`;

describe('analyzeResumeLocal', () => {
  const a = analyzeResumeLocal({ resumeText: resume, jobDescription: jd });

  it('matches repeated noun phrases by lemma and says where', () => {
    const phrase = a.matched_keywords.find((m) => m.category === 'phrase');
    expect(phrase).toMatchObject({
      keyword: 'payment systems',
      matched_as: 'payment system',
      found_in: ['experience'],
    });
  });
  it('ranks missing terms: required before preferred', () => {
    expect(a.missing_keywords).toEqual(['Kubernetes', 'Terraform']);
  });
  it('gives breakdowns that add up to the scores', () => {
    expect(a.keyword_breakdown.reduce((s, c) => s + c.points, 0)).toBe(a.keyword_match_score);
    expect(a.ats_breakdown.reduce((s, c) => s + c.points, 0)).toBe(a.ats_score);
    expect(a.keyword_breakdown.find((c) => c.key === 'title')?.points).toBe(
      a.keyword_breakdown.find((c) => c.key === 'title')?.max,
    );
  });
  it('grounds suggestions in the findings', () => {
    expect(a.suggestions[0]).toBe(
      'Add “Kubernetes” (required in the job description) to your Skills section and to an Experience bullet where you used it.',
    );
    expect(a.suggestions.some((s) => s.includes('Terraform'))).toBe(true);
  });
  it('scores a resume that covers more of the posting higher', () => {
    const better = analyzeResumeLocal({
      resumeText: `${resume}, Kubernetes, Terraform`,
      jobDescription: jd,
    });
    expect(better.keyword_match_score).toBeGreaterThan(a.keyword_match_score);
    expect(better.missing_keywords).toEqual([]);
  });
});

describe('scores a person can check', () => {
  const posting = `Platform Engineer
Requirements:
- PostgreSQL and relational databases
- Infrastructure as code
- Test automation
Nice to have:
- Rust`;
  const cv = `Ana Ruiz
ana@ruiz.dev | +34 600 000 000 | Madrid

Experience
Platform Engineer | Nimbo | 2019 – Present
• Tuned PostgreSQL queries for the billing service, cutting report time by 80%.
• Wrote Terraform modules for 30 AWS accounts.
• Built automation for integration tests that run on every merge.

Skills
Go, PostgreSQL, Terraform`;
  const a = analyzeResumeLocal({ resumeText: cv, jobDescription: posting });
  const missing = (k: string) => a.missing_keyword_details.find((m) => m.keyword === k);

  it('shows the resume line of each matched keyword', () => {
    expect(a.matched_keywords.find((m) => m.keyword === 'PostgreSQL')?.line).toBe(
      '• Tuned PostgreSQL queries for the billing service, cutting report time by 80%.',
    );
  });
  it('finds missing keywords the resume shows in other words, and the line', () => {
    expect(missing('Infrastructure as code')?.in_resume).toEqual({
      line: '• Wrote Terraform modules for 30 AWS accounts.',
      section: 'experience',
      how: 'Terraform implies Infrastructure as code',
    });
    expect(missing('Relational databases')?.in_resume?.how).toBe(
      'PostgreSQL implies Relational databases',
    );
    expect(missing('Test automation')?.in_resume).toMatchObject({
      line: '• Built automation for integration tests that run on every merge.',
      section: 'experience',
    });
    expect(missing('Rust')?.in_resume).toBeUndefined();
  });
  it('says where in the posting each missing keyword is asked for', () => {
    expect(missing('Rust')?.source).toEqual({ section: 'Nice to have', sentence: 'Rust' });
    expect(missing('Test automation')?.source).toEqual({
      section: 'Requirements',
      sentence: 'Test automation',
    });
  });
  it('gives the keyword score as current (what is written) and potential (with those written out)', () => {
    expect(a.keyword_score?.current).toBe(a.keyword_match_score);
    expect(a.keyword_score!.potential).toBeGreaterThan(a.keyword_score!.current);
    const rewritten = analyzeResumeLocal({
      resumeText: `${cv}, relational databases, infrastructure as code, test automation`,
      jobDescription: posting,
    });
    expect(rewritten.keyword_match_score).toBe(a.keyword_score!.potential);
    expect(rewritten.keyword_score!.potential).toBe(rewritten.keyword_score!.current);
  });
});

it('survives a token wink gives no lemma for ("IAM" in awesomecv_cv.pdf)', () => {
  const a = analyzeResumeLocal({
    resumeText: 'Experience\n• Managed AWS IAM policies for 40 accounts.',
    jobDescription: 'Requirements:\n- Identity and access management',
  });
  expect(a.keyword_score).toBeDefined();
});

describe('copy a person would write: counts match what is listed, plurals right', () => {
  const cv = `Lee Park
Backend Engineer
lee@park.dev | +1 206 555 0100 | Seattle, WA | linkedin.com/in/leepark

Experience
Backend Engineer | Shopline | Jan 2020 – Present
• Built a payment system in Python that settles 2 million orders a month.

Skills
Languages: Python, SQL`;
  const posting = (required: string[], preferred: string[]) =>
    `Backend Engineer\nRequirements:\n${required.map((r) => `- ${r}`).join('\n')}\nNice to have:\n${preferred.map((p) => `- ${p}`).join('\n')}`;
  const all = (a: ReturnType<typeof analyzeResumeLocal>) => [
    ...a.suggestions,
    ...a.ats_breakdown.map((c) => c.detail),
    ...a.keyword_breakdown.map((c) => c.detail),
    a.keyword_score?.detail ?? '',
  ];
  /** "N more required terms are missing: a, b and c" → N and the number of terms named (plus "and K others"). */
  const moreMissing = (a: ReturnType<typeof analyzeResumeLocal>) => {
    const line =
      a.suggestions.find((s) => / more required terms? (is|are) missing: /.test(s)) ?? '';
    const [, count, list = ''] =
      /^(\d+) more required terms? (?:is|are) missing: (.*)\.$/.exec(line) ?? [];
    const others = Number(/ and (\d+) others?$/.exec(list)?.[1] ?? 0);
    const named = list
      .replace(/ and \d+ others?$/, '')
      .split(/, | and /)
      .filter(Boolean).length;
    return { line, count: Number(count), named, others };
  };

  it('names every term it counts, or says how many it left out', () => {
    const ten = analyzeResumeLocal({
      resumeText: cv,
      jobDescription: posting(
        [
          'Python',
          'Kubernetes',
          'Terraform',
          'GraphQL',
          'Rust',
          'Kafka',
          'Redis',
          'Elasticsearch',
          'MongoDB',
          'Docker',
          'Ansible',
        ],
        ['Go'],
      ),
    });
    expect(moreMissing(ten)).toEqual({
      line: '6 more required terms are missing: Kafka, Kubernetes, MongoDB, Redis, Rust and Terraform.',
      count: 6,
      named: 6,
      others: 0,
    });
    const eleven = analyzeResumeLocal({
      resumeText: cv,
      jobDescription: posting(
        [
          'Kubernetes',
          'Terraform',
          'GraphQL',
          'Rust',
          'Kafka',
          'Redis',
          'Elasticsearch',
          'MongoDB',
          'Docker',
          'Ansible',
          'Jenkins',
        ],
        ['Go', 'Scala'],
      ),
    });
    const m = moreMissing(eleven);
    expect(m.count).toBe(7);
    expect(m.named + m.others).toBe(7);
    expect(m.line).toMatch(/ and 1 other\.$/);
    expect(eleven.suggestions).toContain(
      'Nice-to-have terms you could mention if they apply: Go and Scala.',
    );
    const five = analyzeResumeLocal({
      resumeText: cv,
      jobDescription: posting(['Kubernetes', 'Terraform', 'GraphQL', 'Rust', 'Kafka'], ['Go']),
    });
    expect(moreMissing(five)).toMatchObject({
      count: 1,
      named: 1,
      line: expect.stringMatching(/^1 more required term is missing: [A-Z][a-z]+\.$/),
    });
    expect(five.suggestions).toContain('A nice-to-have term you could mention if it applies: Go.');
  });

  it('writes one of a thing in the singular', () => {
    const a = analyzeResumeLocal({
      resumeText: cv,
      jobDescription: posting(['Python', 'Kubernetes'], ['Go']),
    });
    const text = all(a);
    expect(text).toContain('1 date range found, written as Mon YYYY.');
    expect(text).toContain('Of 1 bullet, 1 starts with an action verb and 1 contains a number.');
    expect(text).toContain('0 of 1 preferred term found in the resume (weighted by importance).');
    expect(text).toContain('No Education heading found.');
    for (const line of text)
      expect(line, line).not.toMatch(
        /(^|[^\d.,])1 (more |required |preferred |missing |date )*(terms|ranges|words|bullets|keywords|dates|others)\b/,
      );
    expect(a.keyword_score?.detail).toBe(
      'None of the missing keywords appears in your resume in other words, so the potential score is the same as the current one.',
    );
  });

  it('says so when every keyword is there', () => {
    const a = analyzeResumeLocal({ resumeText: cv, jobDescription: posting(['Python'], ['SQL']) });
    expect(a.missing_keywords).toEqual([]);
    expect(a.keyword_score?.detail).toBe(
      'Every keyword the posting asks for is already in your resume, so the potential score is the same as the current one.',
    );
  });
});
