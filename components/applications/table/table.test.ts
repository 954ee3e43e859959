import { describe, expect, it } from 'vitest';
import { mapWithConcurrency } from '@/lib/applications/map-with-concurrency';
import { EXPORT_COLUMNS } from '@/lib/applications/fields';
import { selectionCsv } from './selection-csv';
import {
  TABLE_COLUMN_BY_ID,
  compareSortValues,
  textSortKey,
  type TableApplication,
} from './table-columns';
import { DEFAULT_TABLE_PREFERENCES, moveColumn, parseTablePreferences } from './table-preferences';

const app = (over: Partial<TableApplication> = {}): TableApplication => ({
  id: 'a1',
  job_title: 'Engineer',
  company: 'Acme',
  status: 'Applied',
  applied_date: '2026-10-05',
  job_link: null,
  notes: '=SUM(A1)',
  job_description: null,
  interview_date: null,
  interview_timezone: null,
  follow_up_date: null,
  source: null,
  location: null,
  work_mode: null,
  salary_min: null,
  salary_max: null,
  salary_currency: null,
  salary_period: null,
  priority: null,
  deadline: null,
  created_at: '2026-10-05T10:00:00.000Z',
  updated_at: '2026-10-06T10:00:00.000Z',
  ...over,
});

const ctx = {
  now: Date.parse('2026-11-01T00:00:00Z'),
  formatDate: (d: string | null) => d ?? '—',
  formatInstant: (i: string) => i,
};

describe('table columns', () => {
  it('shows "—" for tracker fields that are not set, and reads them when they are', () => {
    const location = TABLE_COLUMN_BY_ID.get('location')!;
    const salary = TABLE_COLUMN_BY_ID.get('salary')!;
    const mode = TABLE_COLUMN_BY_ID.get('work_mode')!;
    expect(location.text(app(), ctx)).toBe('—');
    expect(salary.text(app(), ctx)).toBe('—');
    expect(location.text(app({ location: 'Berlin' }), ctx)).toBe('Berlin');
    expect(mode.text(app({ work_mode: 'on_site' }), ctx)).toBe('On-site');
    expect(
      salary.text(
        app({
          salary_min: 80000,
          salary_max: 100000,
          salary_currency: 'EUR',
          salary_period: 'year',
        }),
        ctx,
      ),
    ).toBe('€80K–100K/yr');
    expect(salary.sortValue(app({ salary_min: 5 }), 0)).toBe(5);
  });

  it('lists only interviews still to come as the next interview', () => {
    const col = TABLE_COLUMN_BY_ID.get('next_interview')!;
    expect(col.text(app({ interview_date: '2026-10-01T09:00:00+02:00' }), ctx)).toBe('—');
    expect(col.text(app({ interview_date: '2026-12-01T09:00:00+01:00' }), ctx)).toBe(
      '2026-12-01T09:00:00+01:00',
    );
  });
});

describe('sort keys', () => {
  it('fold case and accents and order numbers by value', () => {
    const sorted = ['engineer 10', 'Émile', 'Engineer 9', 'acme', 'Zeta']
      .map((t) => [textSortKey(t), t] as const)
      .sort((x, y) => compareSortValues(x[0], y[0]))
      .map(([, t]) => t);
    expect(sorted).toEqual(['acme', 'Émile', 'Engineer 9', 'engineer 10', 'Zeta']);
    expect(compareSortValues(2, 10)).toBeLessThan(0);
  });
});

describe('table preferences', () => {
  it('falls back to the defaults on garbage and keeps every column once', () => {
    expect(parseTablePreferences(null)).toEqual(DEFAULT_TABLE_PREFERENCES);
    expect(parseTablePreferences('{not json')).toEqual(DEFAULT_TABLE_PREFERENCES);
    const p = parseTablePreferences(
      JSON.stringify({
        order: ['company', 'nope', 'company'],
        hidden: ['salary', 7],
        sort: { id: 'company', desc: true },
      }),
    );
    expect(p.order[0]).toBe('company');
    expect(p.order).toHaveLength(DEFAULT_TABLE_PREFERENCES.order.length);
    expect(new Set(p.order).size).toBe(p.order.length);
    expect(p.hidden).toEqual(['salary']);
    expect(p.sort).toEqual({ id: 'company', desc: true });
    expect(parseTablePreferences(JSON.stringify({ sort: { id: 'x' } })).sort).toBeNull();
  });

  it('moves a column one place and stops at the ends', () => {
    expect(moveColumn(['job_title', 'company', 'status'], 'company', -1)).toEqual([
      'company',
      'job_title',
      'status',
    ]);
    expect(moveColumn(['job_title', 'company'], 'job_title', -1)).toEqual(['job_title', 'company']);
  });
});

describe('selection CSV', () => {
  it('writes the portability export columns and neutralises formulas', () => {
    const { csv, name } = selectionCsv(
      [app({ id: 'b', created_at: '2026-10-07T00:00:00.000Z' }), app()],
      new Date('2026-11-26T00:00:00Z'),
    );
    expect(name).toBe('pursuit-applications-selection-2026-11-26.csv');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(EXPORT_COLUMNS.join(','));
    expect(lines[1]).toMatch(/^a1,Engineer,Acme,Applied,2026-10-05,,'=SUM\(A1\),/);
    expect(lines[2]).toMatch(/^b,/);
    expect(lines).toHaveLength(4);
  });
});

describe('mapWithConcurrency', () => {
  it('never runs more than the limit at once and reports each outcome in order', async () => {
    let running = 0;
    let peak = 0;
    const out = await mapWithConcurrency([1, 2, 3, 4, 5, 6], 2, async (n) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, 5));
      running--;
      if (n === 3) throw new Error('no');
      return n * 2;
    });
    expect(peak).toBe(2);
    expect(out.map((o) => o.ok)).toEqual([true, true, false, true, true, true]);
    expect(out[0]).toMatchObject({ ok: true, value: 2 });
  });
});
