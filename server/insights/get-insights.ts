import 'server-only';
import { database } from '@/server/db/client';
import { INSIGHTS_SQL } from './insights-sql';
import { calendarDateIn } from '@/lib/time/wall-clock';
import {
  FUNNEL_STAGES,
  MIN_GROUP_SIZE,
  REJECTION_STAGES,
  SCORE_BANDS,
  insightsSchema,
  type Insights,
  type InsightsGroup,
  type InsightsQuery,
} from '@/lib/insights/insights-schema';

export type GetInsightsOptions = {
  userId: string;
  /** The user's IANA zone: days and weeks are counted there (UTC when unset). */
  timezone: string | null;
  query: InsightsQuery;
  now?: Date;
};

type Summary = {
  saved: number;
  applied: number;
  responded: number;
  interview: number;
  offer: number;
  rejected: number;
  reply_median: number | null;
  reply_count: number;
};
type GroupRow = {
  dim: 'source' | 'resume' | 'band';
  key: string | null;
  source_label: string | null;
  sent: number;
  replies: number;
  interviews: number;
};
type Row = {
  summary: Summary;
  groups: GroupRow[];
  weekly: { week_start: string; sent: number; replies: number }[];
  rejections: { after: string; count: number }[];
  durations: { stage: string; median_days: number; count: number }[];
};

const NO_GROUP: GroupRow = {
  dim: 'band',
  key: null,
  source_label: null,
  sent: 0,
  replies: 0,
  interviews: 0,
};

const share = (part: number, whole: number) => (whole >= MIN_GROUP_SIZE ? part / whole : null);
const median = (value: number | null, n: number) =>
  n >= MIN_GROUP_SIZE && value !== null ? Math.round(value * 10) / 10 : null;

function toGroup(row: GroupRow, label: string): InsightsGroup {
  return {
    key: row.key,
    label,
    sent: row.sent,
    replies: row.replies,
    interviews: row.interviews,
    reply_rate: share(row.replies, row.sent),
    interview_rate: share(row.interviews, row.sent),
    small_group: row.sent < MIN_GROUP_SIZE,
  };
}

/** Most applications first; the "not recorded" group last. */
const bySize = (a: InsightsGroup, b: InsightsGroup) =>
  Number(a.key === null) - Number(b.key === null) ||
  b.sent - a.sent ||
  a.label.localeCompare(b.label);

/** GET /api/insights: the funnel, weeks, groups, reply times, stage durations and rejections of the user's applications dated in the period. */
export async function getInsights({
  userId,
  timezone,
  query,
  now = new Date(),
}: GetInsightsOptions): Promise<Insights> {
  const zone = timezone ?? 'UTC';
  const to = query.to ?? calendarDateIn(now, zone);
  const from = query.from ?? null;
  const [row] = await (
    await database()
  ).query<Row>('insights', INSIGHTS_SQL, [userId, zone, from, to]);
  if (!row) throw new Error('insights query returned no row');
  const { summary, groups } = row;

  const funnel = FUNNEL_STAGES.map((stage, i) => {
    const previous = i === 0 ? null : summary[FUNNEL_STAGES[i - 1]!];
    return {
      stage,
      count: summary[stage],
      conversion: previous === null ? null : share(summary[stage], previous),
    };
  });
  // Every band is listed (an empty one as a small group), so the chart's axis never changes.
  const bands = new Map(groups.filter((g) => g.dim === 'band').map((g) => [g.key, g]));
  const rejectedTotal = summary.rejected;
  const rejectedAfter = new Map(row.rejections.map((r) => [r.after, r.count]));
  const placed = row.rejections.reduce((n, r) => n + r.count, 0);
  rejectedAfter.set(
    'unknown',
    (rejectedAfter.get('unknown') ?? 0) + Math.max(0, rejectedTotal - placed),
  );

  return insightsSchema.parse({
    period: { from, to, timezone: zone },
    min_group_size: MIN_GROUP_SIZE,
    funnel,
    weekly: row.weekly,
    by_source: groups
      .filter((g) => g.dim === 'source')
      .map((g) => toGroup(g, g.source_label ?? 'Not recorded'))
      .sort(bySize),
    by_resume: groups
      .filter((g) => g.dim === 'resume')
      .map((g) => toGroup(g, g.key ?? 'No resume attached'))
      .sort(bySize),
    by_score_band: [
      ...SCORE_BANDS.map(({ key, label }) =>
        toGroup(bands.get(key) ?? { ...NO_GROUP, key }, label),
      ),
      ...(bands.has(null) ? [toGroup(bands.get(null)!, 'Not scored')] : []),
    ],
    first_response: {
      median_days: median(summary.reply_median, summary.reply_count),
      count: summary.reply_count,
    },
    stage_durations: (['Not Applied', 'Applied', 'Interview', 'Offer'] as const).map((stage) => {
      const d = row.durations.find((x) => x.stage === stage);
      return {
        stage,
        median_days: d ? median(d.median_days, d.count) : null,
        count: d?.count ?? 0,
      };
    }),
    rejections: {
      total: rejectedTotal,
      stages: REJECTION_STAGES.map((after) => {
        const n = rejectedAfter.get(after) ?? 0;
        return { after, count: n, share: share(n, rejectedTotal) };
      }),
    },
  });
}
