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
