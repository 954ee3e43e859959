import { describe, expect, it } from 'vitest';
import { companyTitleKey, normalizeJobUrl, normalizeName } from './duplicate-keys';

describe('duplicate keys', () => {
  it('ignores case, spacing and punctuation in names', () => {
    expect(normalizeName('  ACME, Inc. ')).toBe('acme inc');
    expect(normalizeName('Sr.  Front-end   Engineer')).toBe('sr front end engineer');
    expect(normalizeName('Café Zürich')).toBe('cafe zurich');
    expect(companyTitleKey('Acme Inc', 'Front End Engineer')).toBe(
      companyTitleKey('acme, inc.', 'front-end engineer'),
    );
    expect(companyTitleKey('Acme', 'Backend Engineer')).not.toBe(
      companyTitleKey('Acme', 'Frontend Engineer'),
    );
  });

  it('drops tracking parameters, www, scheme, fragment and trailing slash from job URLs', () => {
    const base = normalizeJobUrl('https://boards.greenhouse.io/acme/jobs/123');
    expect(base).toBe('boards.greenhouse.io/acme/jobs/123');
    for (const variant of [
      'http://boards.greenhouse.io/acme/jobs/123/',
      'https://WWW.Boards.Greenhouse.io/acme/jobs/123?gh_src=abc',
      'https://boards.greenhouse.io/acme/jobs/123?utm_source=linkedin&utm_medium=social#apply',
      'https://boards.greenhouse.io:443/acme/jobs/123?refId=xyz&trk=public_jobs',
      'https://boards.greenhouse.io/acme/jobs/123?trkInfo=1&fbclid=2',
    ])
      expect(normalizeJobUrl(variant), variant).toBe(base);
    expect(normalizeJobUrl('https://x.example/job?id=2&b=1')).toBe('x.example/job?b=1&id=2');
    expect(normalizeJobUrl('https://x.example/job?id=2')).not.toBe(
      normalizeJobUrl('https://x.example/job?id=3'),
    );
    expect(normalizeJobUrl('https://x.example/Jobs/A')).not.toBe(
      normalizeJobUrl('https://x.example/jobs/a'),
    );
    expect(normalizeJobUrl('not a url')).toBeNull();
    expect(normalizeJobUrl('javascript:alert(1)')).toBeNull();
    expect(normalizeJobUrl('')).toBeNull();
  });
});
