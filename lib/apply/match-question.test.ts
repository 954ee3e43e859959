import { describe, expect, it } from 'vitest';
import {
  matchQuestion,
  normalizeQuestion,
  questionKey,
  questionSimilarity,
  questionTokens,
  SAME_QUESTION_SCORE,
} from './match-question';

const same = (a: string, b: string) => questionSimilarity(a, b) >= SAME_QUESTION_SCORE;

describe('normalizeQuestion', () => {
  it('drops case, accents, punctuation, "*" and "(optional)"', () => {
    expect(normalizeQuestion('  Résumé / CV *  (Optional)')).toBe('resume cv');
    expect(normalizeQuestion("What's your LinkedIn?")).toBe('whats your linkedin');
  });
});

describe('the same question in other words', () => {
  it.each([
    ['Why do you want to work at Acme?', 'What interests you about this role?'],
    ['Why do you want to work here?', 'Why are you interested in joining our company?'],
    [
      'Are you legally authorized to work in the United States?',
      'Are you authorized to work in the U.S.?',
    ],
    ['Will you now or in the future require visa sponsorship?', 'Do you need sponsorship?'],
    ['What are your salary expectations?', 'Desired compensation'],
    ['How did you hear about us?', 'How did you hear about this job?'],
    ['Where did you find this position?', 'How did you hear about this opportunity?'],
    ['Describe a challenging project you worked on', 'Tell us about a difficult project'],
    ['LinkedIn Profile', 'LinkedIn URL'],
    ['What is your notice period?', 'When can you start?'],
    ['Surname', 'Last name'],
    ['Are you willing to relocate?', 'Would you be open to relocation?'],
  ])('%s ≈ %s', (a, b) => {
    expect(same(a, b)).toBe(true);
  });
});

describe('different questions stay apart', () => {
  it.each([
    [
      'Are you legally authorized to work in the United States?',
      'Are you legally authorized to work in Canada?',
    ],
    ['Are you authorized to work in the US?', 'Will you require sponsorship?'],
    ['First name', 'Last name'],
    ['What are your salary expectations?', 'Describe a challenging project'],
    ['Have you ever been convicted of a felony?', 'Are you a protected veteran?'],
    ['What is your gender?', 'Do you have a disability?'],
    ['How did you hear about us?', 'Why do you want to work here?'],
    ['GitHub URL', 'LinkedIn URL'],
  ])('%s ≠ %s', (a, b) => {
    expect(same(a, b)).toBe(false);
  });

  it('"us" the pronoun is not the United States', () => {
    expect(questionTokens('How did you hear about us?')).not.toContain('~country_us');
    expect(questionTokens('Are you authorized to work in the US?')).toContain('~country_us');
  });
});

describe('questionKey', () => {
  it('is one key for spellings of one question, another for a different one', () => {
    expect(questionKey('Why do you want to work here?')).toBe(
      questionKey('why do YOU want to work here'),
    );
    expect(questionKey('Describe a challenging project.')).toBe(
      questionKey('Tell us about a difficult project'),
    );
    expect(questionKey('First name')).not.toBe(questionKey('Last name'));
  });

  it('a question of stop words only keeps its normal form', () => {
    expect(questionKey('Why?')).toBe('why');
  });
});

describe('matchQuestion', () => {
  const saved = [
    { q: 'What are your salary expectations?', a: '90k' },
    { q: 'Why do you want to join us?', a: 'The mission' },
    { q: 'Tell us about a difficult project', a: 'The design system' },
  ];
  it('answers the matching candidates best first with scores, and none for an unrelated question', () => {
    const hits = matchQuestion('Why are you interested in this role?', saved, (s) => s.q);
    expect(hits.map((h) => h.candidate.a)).toEqual(['The mission']);
    expect(hits[0]!.score).toBeGreaterThanOrEqual(SAME_QUESTION_SCORE);
    expect(matchQuestion('Do you have a disability?', saved, (s) => s.q)).toEqual([]);
  });

  it('an identical question scores 1', () => {
    expect(questionSimilarity('Why us?', 'why US')).toBe(1);
  });
});
