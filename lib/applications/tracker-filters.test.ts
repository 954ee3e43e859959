import { describe, expect, it } from 'vitest';
import type { ApplicationDto } from '@/lib/contracts/application-answers';
import { matchesTrackerFilters, NO_TRACKER_FILTERS, countTrackerFilters } from './tracker-filters';
import { formatSalary, sourceSuggestions, workModeFromText } from './tracker-fields';

const app = (over: Partial<ApplicationDto>): ApplicationDto =>
  ({
    work_mode: null,
    source: null,
    priority: null,
    salary_min: null,
    salary_max: null,
    salary_currency: null,
    salary_period: null,
    ...over,
  }) as ApplicationDto;

describe('tracker filters', () => {
  it('passes everything without filters', () => {
    expect(matchesTrackerFilters(app({}), NO_TRACKER_FILTERS)).toBe(true);
    expect(countTrackerFilters(NO_TRACKER_FILTERS)).toBe(0);
  });

  it('filters by work mode, source without case and priority', () => {
    const a = app({ work_mode: 'remote', source: 'LinkedIn', priority: 5 });
    expect(matchesTrackerFilters(a, { ...NO_TRACKER_FILTERS, workMode: 'remote' })).toBe(true);
    expect(matchesTrackerFilters(a, { ...NO_TRACKER_FILTERS, workMode: 'hybrid' })).toBe(false);
    expect(matchesTrackerFilters(a, { ...NO_TRACKER_FILTERS, source: 'linkedin' })).toBe(true);
    expect(matchesTrackerFilters(a, { ...NO_TRACKER_FILTERS, priority: '4' })).toBe(false);
  });

  it('keeps salary ranges that overlap the bounds; one end stands for both', () => {
    const a = app({ salary_min: 100_000, salary_max: 130_000 });
    const f = (salaryMin: string, salaryMax: string) => ({
      ...NO_TRACKER_FILTERS,
      salaryMin,
      salaryMax,
    });
    expect(matchesTrackerFilters(a, f('120000', ''))).toBe(true);
    expect(matchesTrackerFilters(a, f('140000', ''))).toBe(false);
    expect(matchesTrackerFilters(a, f('', '90000'))).toBe(false);
    expect(matchesTrackerFilters(app({ salary_min: 60_000 }), f('', '70000'))).toBe(true);
    expect(matchesTrackerFilters(app({}), f('1', ''))).toBe(false);
    expect(countTrackerFilters(f('1', '2'))).toBe(1);
  });
});

describe('tracker fields', () => {
  it('reads work modes in the usual spellings', () => {
    expect(workModeFromText('On-site')).toBe('on_site');
    expect(workModeFromText('on_site')).toBe('on_site');
    expect(workModeFromText('REMOTE')).toBe('remote');
    expect(workModeFromText('Hybrid')).toBe('hybrid');
    expect(workModeFromText('space')).toBeNull();
  });

  it('formats salaries compactly', () => {
    const s = { salary_currency: 'USD', salary_period: 'year' as const };
    expect(formatSalary({ ...s, salary_min: 120_000, salary_max: 150_000 })).toBe('$120K–150K/yr');
    expect(formatSalary({ ...s, salary_min: 45, salary_max: 45, salary_period: 'hour' })).toBe(
      '$45/hr',
    );
    expect(formatSalary({ ...s, salary_min: 50_000, salary_max: null })).toBe('$50K+/yr');
    expect(formatSalary({ ...s, salary_min: null, salary_max: null })).toBeNull();
  });

  it('suggests the user’s own sources first, then the usual ones', () => {
    const list = sourceSuggestions(['Meetup', 'meetup', 'LinkedIn', null, ' ']);
    expect(list.slice(0, 2)).toEqual(['Meetup', 'LinkedIn']);
    expect(list).toContain('Indeed');
    expect(list.filter((s) => s.toLowerCase() === 'linkedin')).toHaveLength(1);
  });
});
