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
    expect(phrase).toMatchObject({ keyword: 'payment systems', matched_as: 'payment system', found_in: ['experience'] });
  });
  it('ranks missing terms: required before preferred', () => {
    expect(a.missing_keywords).toEqual(['Kubernetes', 'Terraform']);
  });
  it('gives breakdowns that add up to the scores', () => {
    expect(a.keyword_breakdown.reduce((s, c) => s + c.points, 0)).toBe(a.keyword_match_score);
    expect(a.ats_breakdown.reduce((s, c) => s + c.points, 0)).toBe(a.ats_score);
    expect(a.keyword_breakdown.find((c) => c.key === 'title')?.points).toBe(a.keyword_breakdown.find((c) => c.key === 'title')?.max);
  });
  it('grounds suggestions in the findings', () => {
    expect(a.suggestions[0]).toBe('Add “Kubernetes” (required in the job description) to your Skills section and to an Experience bullet where you used it.');
    expect(a.suggestions.some((s) => s.includes('Terraform'))).toBe(true);
  });
  it('scores a resume that covers more of the posting higher', () => {
    const better = analyzeResumeLocal({ resumeText: `${resume}, Kubernetes, Terraform`, jobDescription: jd });
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
    expect(a.matched_keywords.find((m) => m.keyword === 'PostgreSQL')?.line).toBe('• Tuned PostgreSQL queries for the billing service, cutting report time by 80%.');
  });
  it('finds missing keywords the resume shows in other words, and the line', () => {
    expect(missing('Infrastructure as code')?.in_resume).toEqual({ line: '• Wrote Terraform modules for 30 AWS accounts.', section: 'experience', how: 'Terraform implies Infrastructure as code' });
    expect(missing('Relational databases')?.in_resume?.how).toBe('PostgreSQL implies Relational databases');
    expect(missing('Test automation')?.in_resume).toMatchObject({ line: '• Built automation for integration tests that run on every merge.', section: 'experience' });
    expect(missing('Rust')?.in_resume).toBeUndefined();
  });
  it('says where in the posting each missing keyword is asked for', () => {
    expect(missing('Rust')?.source).toEqual({ section: 'Nice to have', sentence: 'Rust' });
    expect(missing('Test automation')?.source).toEqual({ section: 'Requirements', sentence: 'Test automation' });
  });
  it('gives the keyword score as current (what is written) and potential (with those written out)', () => {
    expect(a.keyword_score?.current).toBe(a.keyword_match_score);
    expect(a.keyword_score!.potential).toBeGreaterThan(a.keyword_score!.current);
    const rewritten = analyzeResumeLocal({ resumeText: `${cv}, relational databases, infrastructure as code, test automation`, jobDescription: posting });
    expect(rewritten.keyword_match_score).toBe(a.keyword_score!.potential);
    expect(rewritten.keyword_score!.potential).toBe(rewritten.keyword_score!.current);
  });
});

it('survives a token wink gives no lemma for ("IAM" in awesomecv_cv.pdf)', () => {
  const a = analyzeResumeLocal({ resumeText: 'Experience\n• Managed AWS IAM policies for 40 accounts.', jobDescription: 'Requirements:\n- Identity and access management' });
  expect(a.keyword_score).toBeDefined();
});
