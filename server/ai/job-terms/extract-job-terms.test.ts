import { readFileSync } from 'node:fs';
import path from 'node:path';
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
    const r = extractJobTerms(
      'We are looking for a Data Engineer to join us.\nRequirements: SQL and Airflow. Tableau preferred.',
    );
    expect(r.title).toBe('Data Engineer');
    expect(r.terms.find((t) => t.keyword === 'SQL')?.importance).toBe('required');
    expect(r.terms.find((t) => t.keyword === 'Tableau')?.importance).toBe('preferred');
  });
  it('is deterministic', () => expect(extractJobTerms(jd)).toEqual(extractJobTerms(jd)));
});

// Hard cases from the SkillSpan TRAIN split (never dev, never holdout).
describe('extractJobTerms on a SkillSpan train posting', () => {
  type Posting = { idx: string; text: string; knowledge_spans: string[] };
  const train = (
    JSON.parse(
      readFileSync(
        path.resolve('test/fixtures/third-party/skillspan/skillspan_train_first_posting.json'),
        'utf8',
      ),
    ) as { postings: Posting[] }
  ).postings;
  const qa = train[0]!;
  const { terms } = extractJobTerms(qa.text);
  const names = terms.map((t) => t.keyword.toLowerCase());

  it('reads the Stack Overflow tag list under “Technologies” and says so', () => {
    for (const tag of ['docker', 'selenium', 'circleci', 'jenkins']) expect(names).toContain(tag);
    expect(terms.find((t) => t.keyword.toLowerCase() === 'circleci')!.sources[0]!.section).toBe(
      'Technologies',
    );
  });
  it('finds taxonomy terms in requirement sentences, with the sentence', () => {
    const testcafe = terms.find((t) => t.keyword === 'TestCafe')!;
    expect(testcafe.importance).toBe('required');
    expect(testcafe.sources[0]).toMatchObject({ section: 'Requirements', matched: 'TestCafe' });
    expect(testcafe.sources[0]!.sentence).toContain(
      'related test frameworks ( Selenium TestCafe etc.)',
    );
    expect(names).toEqual(
      expect.arrayContaining(['kotlin', 'typescript', 'test frameworks', 'information technology']),
    );
  });
  it('does not take anonymisation placeholders or plain words for skills', () => {
    expect(names).not.toContain('organization');
    expect(names).not.toContain('location');
    expect(names).not.toContain('likes');
  });
});

describe('taxonomy terms', () => {
  it('counts a lowercase tag that is no English word, not one that is', () => {
    const { terms } = extractJobTerms(
      'Requirements:\n- experience with rxjs and kafka\n- you manage your time well',
    );
    const names = terms.map((t) => t.keyword);
    expect(names).toEqual(expect.arrayContaining(['rxjs', 'Kafka']));
    expect(names).not.toContain('time');
  });
  it('says where each term comes from', () => {
    const { terms } = extractJobTerms(
      'About the role\nYou will build APIs.\nNice to have\n- Elasticsearch or OpenSearch',
    );
    const es = terms.find((t) => t.keyword === 'Elasticsearch')!;
    expect(es.importance).toBe('preferred');
    expect(es.sources[0]).toEqual({
      section: 'Nice to have',
      sentence: 'Elasticsearch or OpenSearch',
      matched: 'Elasticsearch',
    });
  });
});

describe('names that are not skills', () => {
  it('does not take a company or place name for a tag ("Northwind Logistics", "San Francisco, CA")', () => {
    const { terms } = extractJobTerms(
      'Senior Backend Engineer\nNorthwind Logistics - Remote (Europe)\nOffice in San Francisco, CA\nRequirements\n- Flink or rxjs',
    );
    const names = terms.map((t) => t.keyword.toLowerCase());
    expect(names).not.toContain('northwind');
    expect(names).not.toContain('ca');
    expect(names).not.toContain('san');
    expect(names).toContain('rxjs');
  });
});

describe('posting sections (shapes from SkillSpan train postings)', () => {
  it('a label heading skips only its value; a later “Skills & requirements” heading is read', () => {
    const { terms } = extractJobTerms(`Front-end Developer
Location
Remote
You will work with GraphQL.
Benefits
Remote working - we are a distributed team.
Skills & requirements
Webpack React & Redux
Bonus points for experience with
ES6`);
    const by = (k: string) => terms.find((t) => t.keyword === k);
    expect(by('GraphQL')?.importance).toBe('required');
    expect(by('Webpack')).toMatchObject({
      importance: 'required',
      sources: [{ section: 'Skills & requirements' }],
    });
    expect(terms.find((t) => t.keyword.includes('Redux'))?.importance).toBe('required');
    expect(terms.find((t) => /es6|javascript/i.test(t.keyword))?.importance).toBe('preferred');
    expect(terms.map((t) => t.keyword.toLowerCase())).not.toContain('remote working');
  });
});

describe('extractJobTerms on list punctuation', () => {
  const keywords = extractJobTerms(`Machine Learning Engineer

Requirements
- AWS (ECS or EKS, RDS)
- Docker and Kubernetes in production
- Experience with A/B testing frameworks and A/B testing at scale`).terms.map((t) => t.keyword);

  it('reads names on either side of a bracket apart, never as one ("AWS (ECS")', () => {
    expect(keywords).toEqual(expect.arrayContaining(['AWS', 'EKS', 'RDS']));
    expect(keywords.filter((k) => /[()]/.test(k))).toEqual([]);
  });
  it('does not report a term again with a tail ("Kubernetes in production")', () => {
    expect(keywords).toContain('Kubernetes');
    expect(keywords.filter((k) => /in production/i.test(k))).toEqual([]);
  });
  it('does not report a chunk cut at a slash ("b testing frameworks")', () => {
    expect(keywords.filter((k) => /^\p{L}\s/u.test(k))).toEqual([]);
  });
});
