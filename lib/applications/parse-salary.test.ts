import { describe, expect, it } from 'vitest';
import { parseSalary } from './parse-salary';

describe('parseSalary', () => {
  it.each([
    ['$120k–150k', { min: 120_000, max: 150_000, currency: 'USD', period: 'year' }],
    ['120,000 - 150,000 USD', { min: 120_000, max: 150_000, currency: 'USD', period: 'year' }],
    ['£50k', { min: 50_000, max: 50_000, currency: 'GBP', period: 'year' }],
    ['$45/hr', { min: 45, max: 45, currency: 'USD', period: 'hour' }],
    ['$45.50 - $60 per hour', { min: 45.5, max: 60, currency: 'USD', period: 'hour' }],
    ['100-120k', { min: 100_000, max: 120_000, currency: null, period: 'year' }],
    ['€60.000 – €70.000', { min: 60_000, max: 70_000, currency: 'EUR', period: 'year' }],
    ['CA$90K to CA$110K/yr', { min: 90_000, max: 110_000, currency: 'CAD', period: 'year' }],
    ['EUR 4,500 / month', { min: 4_500, max: 4_500, currency: 'EUR', period: 'month' }],
    ['$1.2M', { min: 1_200_000, max: 1_200_000, currency: 'USD', period: 'year' }],
    ['150k - 120k CHF', { min: 120_000, max: 150_000, currency: 'CHF', period: 'year' }],
    ['30', { min: 30, max: 30, currency: null, period: 'hour' }],
  ])('%s', (text, expected) => {
    expect(parseSalary(text)).toEqual(expected);
  });

  it('gives null for text without an amount, or with more than a range', () => {
    expect(parseSalary('')).toBeNull();
    expect(parseSalary('Competitive')).toBeNull();
    expect(parseSalary('DOE')).toBeNull();
    expect(parseSalary('10, 20, 30')).toBeNull();
  });

  it('reads lower-case three-letter words as words, not currency codes', () => {
    expect(parseSalary('100k all in')?.currency).toBeNull();
  });
});
