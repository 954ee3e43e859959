import { describe, expect, it } from 'vitest';
import { extractJobTerms } from './extract-job-terms';

const jd = `Senior Platform Engineer

About us
We love Java and offer great benefits.

Requirements:
- Python and Kubernetes in production
- Strong communication skills

Nice to have
- Terraform
- Experience with Rust is a plus`;

describe('extractJobTerms', () => {
  const { title, terms } = extractJobTerms(jd);
  const by = (k: string) => terms.find((t) => t.keyword === k);

  it('reads the title from the first line', () => expect(title).toBe('Senior Platform Engineer'));
  it('marks terms by the posting’s headings', () => {
    expect(by('Python')?.importance).toBe('required');
    expect(by('Kubernetes')?.importance).toBe('required');
    expect(by('Terraform')?.importance).toBe('preferred');
    expect(by('Rust')?.importance).toBe('preferred');
    expect(by('Communication')?.category).toBe('soft_skill');
  });
  it('ignores the company blurb and benefits', () => expect(by('Java')).toBeUndefined());
  it('orders required before preferred, hard skills before soft', () => {
    const keys = terms.map((t) => t.keyword);
    expect(keys.indexOf('Python')).toBeLessThan(keys.indexOf('Communication'));
    expect(keys.indexOf('Communication')).toBeLessThan(keys.indexOf('Terraform'));
  });
  it('reads inline headings and “looking for” titles', () => {
    const r = extractJobTerms('We are looking for a Data Engineer to join us.\nRequirements: SQL and Airflow. Tableau preferred.');
    expect(r.title).toBe('Data Engineer');
    expect(r.terms.find((t) => t.keyword === 'SQL')?.importance).toBe('required');
    expect(r.terms.find((t) => t.keyword === 'Tableau')?.importance).toBe('preferred');
  });
  it('is deterministic', () => expect(extractJobTerms(jd)).toEqual(extractJobTerms(jd)));
});
