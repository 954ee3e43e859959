import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { neutralizeCell, toCsv } from '@/lib/text/csv';
import {
  fieldForHeader,
  parseTrackerDate,
  priorityFromTracker,
  statusFromTracker,
  workModeFromTracker,
  workModeInLocation,
} from './import-columns';

describe('import columns', () => {
  it('maps the headers other trackers use', () => {
    for (const [h, f] of [
      ['Company', 'company'],
      ['Organization', 'company'],
      ['Job Title', 'job_title'],
      ['Position', 'job_title'],
      ['Title', 'job_title'],
      ['Role', 'job_title'],
      ['Status', 'status'],
      ['Stage', 'status'],
      ['List', 'status'],
      ['Date Applied', 'applied_date'],
      ['Applied At', 'applied_date'],
      ['applied', 'applied_date'],
      ['URL', 'job_link'],
      ['Job Link', 'job_link'],
      ['Post URL', 'job_link'],
      ['Link', 'job_link'],
      ['Notes', 'notes'],
      ['Description', 'notes'],
      ['Location', 'location'],
      ['Salary', 'salary'],
      ['  job_title ', 'job_title'],
      ['Work Type', 'work_mode'],
      ['Remote', 'work_mode'],
      ['Workplace type', 'work_mode'],
      ['Priority', 'priority'],
      ['Excitement', 'priority'],
      ['Deadline', 'deadline'],
      ['Application Deadline', 'deadline'],
      ['Closing date', 'deadline'],
      ['Source', 'source'],
      ['Found via', 'source'],
      ['salary_min', 'salary_min'],
      ['Currency', 'salary_currency'],
    ])
      expect(fieldForHeader(h as string), h).toBe(f);
    expect(fieldForHeader('Favourite colour')).toBeNull();
  });

  it('maps statuses by synonym', () => {
    for (const [s, out] of [
      ['Wishlist', 'Not Applied'],
      ['Saved', 'Not Applied'],
      ['Applied', 'Applied'],
      ['Phone Screen', 'Interview'],
      ['Onsite', 'Interview'],
      ['INTERVIEWING', 'Interview'],
      ['Offer', 'Offer'],
      ['Rejected', 'Rejected'],
      ['not_applied', 'Not Applied'],
      ['Withdrawn', 'Rejected'],
    ])
      expect(statusFromTracker(s as string), s).toBe(out);
    expect(statusFromTracker('Pending review by aliens')).toBeNull();
  });

  it('reads the date spellings trackers export', () => {
    expect(parseTrackerDate('2026-10-05')).toBe('2026-10-05');
    expect(parseTrackerDate('2026-10-05T23:30:00-05:00')).toBe('2026-10-06');
    expect(parseTrackerDate('10/5/2026')).toBe('2026-10-05');
    expect(parseTrackerDate('5 Oct 2026')).toBe('2026-10-05');
    expect(parseTrackerDate('October 5, 2026')).toBe('2026-10-05');
    expect(parseTrackerDate('2026-02-30')).toBeNull();
    expect(parseTrackerDate('13/13/2026')).toBeNull();
    expect(parseTrackerDate('soon')).toBeNull();
  });
});

describe('csv', () => {
  it('neutralises formula cells and round-trips through a real parser', () => {
    expect(neutralizeCell('=HYPERLINK("x")')).toBe(`'=HYPERLINK("x")`);
    for (const c of ['+1', '-2', '@SUM(A1)', '\tx', '\rx'])
      expect(neutralizeCell(c).startsWith("'")).toBe(true);
    expect(neutralizeCell('Acme')).toBe('Acme');
    const csv = toCsv(
      ['a', 'b'],
      [
        ['x, "y"', 'line1\nline2'],
        ['=1+1', null],
      ],
    );
    expect(csv).toBe('a,b\r\n"x, ""y""","line1\nline2"\r\n\'=1+1,\r\n');
    const parsed = Papa.parse<string[]>(csv.trim(), {}).data;
    expect(parsed).toEqual([
      ['a', 'b'],
      ['x, "y"', 'line1\nline2'],
      ["'=1+1", ''],
    ]);
  });

  it('reads work modes, a work mode named in a location, and priorities', () => {
    expect(workModeFromTracker('On-site')).toBe('on_site');
    expect(workModeFromTracker('Yes')).toBe('remote');
    expect(workModeFromTracker('no')).toBeNull();
    expect(workModeFromTracker('sometimes')).toBeUndefined();
    expect(workModeInLocation('Remote - US')).toBe('remote');
    expect(workModeInLocation('Berlin (Hybrid)')).toBe('hybrid');
    expect(workModeInLocation('Austin, TX')).toBeNull();
    expect(priorityFromTracker('4')).toBe(4);
    expect(priorityFromTracker('High')).toBe(4);
    expect(priorityFromTracker('★★★')).toBe(3);
    expect(priorityFromTracker('6')).toBeNull();
    expect(priorityFromTracker('Very')).toBeNull();
  });
});
