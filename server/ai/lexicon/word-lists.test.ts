import { describe, expect, it } from 'vitest';
import {
  alternationOf,
  jobHeadings,
  resumeHeadings,
  roleNounPattern,
  skillsVocabularyRows,
  stopWordSet,
  wordList,
  wordSet,
} from './word-lists';

describe('word lists (server/ai/lexicon/words)', () => {
  it('reads each list whole, in file order', () => {
    expect(wordList('role-nouns').slice(0, 3)).toEqual(['engineer', 'developer', 'manager']);
    expect(wordSet('action-verbs').has('spearheaded')).toBe(true);
    expect(wordSet('irregular-past-verbs').has('oversaw')).toBe(true);
    expect(roleNounPattern.test('Senior Data Engineer')).toBe(true);
    expect(roleNounPattern.test('Engineering')).toBe(false);
  });

  it('escapes literal entries in an alternation (country spellings with dots)', () => {
    const country = new RegExp(`^(?:${alternationOf('countries')})$`);
    expect(country.test('U.S.A.')).toBe(true);
    expect(country.test('United Kingdom')).toBe(true);
    expect(country.test('UXSXAX')).toBe(false);
  });

  it('has one stop-word list whose connectives are a part of it', () => {
    const all = stopWordSet('all');
    for (const w of stopWordSet('connectives')) expect(all.has(w)).toBe(true);
    expect(stopWordSet('connectives').has('team')).toBe(false);
    expect(all.has('team')).toBe(true);
  });

  it('reads resume headings of every language, modifiers with their heads', () => {
    const headings = resumeHeadings();
    const keyOf = (line: string) =>
      [...headings].find(([, phrases]) => phrases.has(line))?.[0] ?? null;
    expect(keyOf('professional summary')).toBe('summary');
    expect(keyOf('other work experience')).toBe('experience');
    expect(keyOf('berufserfahrung')).toBe('experience');
    expect(keyOf('compétences techniques')).toBe('skills');
    expect(keyOf('campus activities')).toBe('volunteering');
    expect(keyOf('professional campus')).toBeNull();
  });

  it('gives no resume heading to two sections, and every phrase is lower case and trimmed', () => {
    const seen = new Map<string, string>();
    for (const [key, phrases] of resumeHeadings())
      for (const p of phrases) {
        expect(seen.get(p), p).toBeUndefined();
        seen.set(p, key);
        expect(p).toBe(p.toLowerCase().trim());
      }
    for (const group of Object.values(jobHeadings()))
      for (const phrases of Object.values(group))
        for (const p of phrases) expect(p).toBe(p.toLowerCase());
  });

  it('checks the skills vocabulary file when it loads', () => {
    const rows = skillsVocabularyRows();
    expect(Object.keys(rows.terms)).toEqual([
      'hard_skill',
      'tool',
      'certification',
      'degree',
      'soft_skill',
    ]);
    expect(rows.caseSensitiveForms).toContain('Go');
  });
});
