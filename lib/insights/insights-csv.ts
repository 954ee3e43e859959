// The rows behind each Insights chart, as the page's tables show them and as CSV downloads.
import { toCsv } from '@/lib/text/csv';
import { FUNNEL_LABELS, type Insights, type InsightsGroup } from './insights-schema';

/** A share as a whole percentage ('83%'); '' when there is none (a small group). */
export const percent = (rate: number | null) => (rate === null ? '' : `${Math.round(rate * 100)}%`);

export type InsightsTable = { columns: string[]; rows: string[][] };

export const REJECTION_LABELS: Record<Insights['rejections']['stages'][number]['after'], string> = {
  'Not Applied': 'Before applying',
  Applied: 'After Applied',
  Interview: 'After Interview',
  Offer: 'After an offer',
  unknown: 'Not recorded',
};

export function funnelTable(data: Insights): InsightsTable {
  return {
    columns: ['Stage', 'Applications', 'Conversion from previous stage'],
    rows: data.funnel.map((s) => [FUNNEL_LABELS[s.stage], String(s.count), percent(s.conversion)]),
  };
}

export function weeklyTable(data: Insights): InsightsTable {
  return {
    columns: ['Week of', 'Sent', 'Replies'],
    rows: data.weekly.map((w) => [w.week_start, String(w.sent), String(w.replies)]),
  };
}

export function groupTable(groups: InsightsGroup[], heading: string): InsightsTable {
  return {
    columns: [heading, 'Sent', 'Replies', 'Interviews', 'Reply rate', 'Interview rate'],
    rows: groups.map((g) => [
      g.label,
      String(g.sent),
      String(g.replies),
      String(g.interviews),
      percent(g.reply_rate),
      percent(g.interview_rate),
    ]),
  };
}

export function rejectionsTable(data: Insights): InsightsTable {
  return {
    columns: ['When', 'Rejections', 'Share'],
    rows: data.rejections.stages.map((s) => [
      REJECTION_LABELS[s.after],
      String(s.count),
      percent(s.share),
    ]),
  };
}

/** The table as CSV (RFC 4180, formula cells neutralised: sources and resume names are typed by the user). */
export function tableCsv(table: InsightsTable): string {
  return toCsv(table.columns, table.rows);
}
