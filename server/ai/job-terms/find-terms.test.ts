import { describe, expect, it } from 'vitest';
import { findTerms } from './find-terms';

const names = (text: string) =>
  findTerms(text)
    .filter((h) => !h.evidenceOnly)
    .map((h) => h.term.name);

describe('findTerms', () => {
  it('maps aliases to one term', () => {
    expect(names('JS, Postgres and k8s')).toEqual(['JavaScript', 'PostgreSQL', 'Kubernetes']);
  });
  it('keeps symbols that are part of a name', () => {
    expect(names('C++, C#, .NET and Node.js; CI/CD')).toEqual([
      'C++',
      'C#',
      '.NET',
      'Node.js',
      'CI/CD',
    ]);
  });
  it('prefers the longest form', () => {
    expect(names('Django REST Framework and Spring Boot')).toEqual([
      'Django REST Framework',
      'Spring Boot',
    ]);
  });
  it('folds plurals', () => {
    expect(names('RESTful APIs and microservice design')).toEqual(['REST APIs', 'Microservices']);
  });
  it('only takes ambiguous short names when written as names', () => {
    expect(names('We go fast; R&D in Go and R')).toEqual(['Go', 'R']);
    expect(names('Boston, MA')).toEqual([]);
  });
  it('flags resume-only evidence for soft skills', () => {
    const hits = findTerms('Led a team of 5');
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({ evidenceOnly: true, matched: 'Led' });
    expect(hits[0]!.term.name).toBe('Leadership');
  });
});
