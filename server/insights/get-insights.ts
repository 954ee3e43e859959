import 'server-only';
import { database } from '@/server/db/client';
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

/**
 * Every figure of the Insights page in ONE statement (ADR 140): per-application facts from the
 * status history (`h`, `f`), the applications dated in the period (`c`), then the funnel, the
 * groups (one GROUPING SETS pass for source, resume and score band), the weeks, the rejections and
 * the stage durations, each aggregated in the database and returned as JSON.
 * $1 user id, $2 time zone, $3 first day (NULL: all time), $4 last day.
 */
const INSIGHTS = `
  WITH h AS (
    SELECT application_id,
      bool_or(status <> 'Not Applied') AS sent,
      min(changed_at) FILTER (WHERE status <> 'Not Applied') AS first_sent_at,
      min(changed_at) FILTER (WHERE from_status = 'Not Applied' AND status <> 'Not Applied') AS moved_at,
      bool_or(status IN ('Interview', 'Offer', 'Rejected')) AS responded,
      min(changed_at) FILTER (WHERE status IN ('Interview', 'Offer', 'Rejected')) AS first_reply_at,
      bool_or(status IN ('Interview', 'Offer', 'Rejected') AND from_status IS NULL) AS added_replied,
      bool_or(status IN ('Interview', 'Offer')) AS interviewed,
      bool_or(status = 'Offer') AS offered,
      (array_agg(from_status::text ORDER BY changed_at DESC, id DESC) FILTER (WHERE status = 'Rejected'))[1] AS rejected_after
    FROM application_status_changes
    WHERE user_id = $1
    GROUP BY application_id
  ), f AS (
    SELECT a.id, a.status, a.source, s.name AS resume, s.match_score,
      (h.sent IS TRUE OR a.status <> 'Not Applied') AS sent,
      (h.responded IS TRUE OR a.status IN ('Interview', 'Offer', 'Rejected')) AS responded,
      (h.interviewed IS TRUE OR a.status IN ('Interview', 'Offer')) AS interviewed,
      (h.offered IS TRUE OR a.status = 'Offer') AS offered,
      coalesce((h.moved_at AT TIME ZONE $2)::date, a.applied_date, (h.first_sent_at AT TIME ZONE $2)::date, (a.created_at AT TIME ZONE $2)::date) AS sent_on,
      (a.created_at AT TIME ZONE $2)::date AS saved_on,
      CASE WHEN h.added_replied IS NOT TRUE THEN (h.first_reply_at AT TIME ZONE $2)::date END AS replied_on,
      h.rejected_after
    FROM applications a
    LEFT JOIN h ON h.application_id = a.id
    LEFT JOIN sent_resumes s ON s.application_id = a.id AND s.user_id = $1
    WHERE a.user_id = $1
  ), c AS (
    SELECT * FROM (SELECT f.*, CASE WHEN f.sent THEN f.sent_on ELSE f.saved_on END AS dated_on FROM f) x
    WHERE ($3::date IS NULL OR x.dated_on >= $3::date) AND x.dated_on <= $4::date
  ), summary AS (
    SELECT count(*)::int AS saved,
      count(*) FILTER (WHERE sent)::int AS applied,
      count(*) FILTER (WHERE responded)::int AS responded,
      count(*) FILTER (WHERE interviewed)::int AS interview,
      count(*) FILTER (WHERE offered)::int AS offer,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY greatest(0, replied_on - sent_on)) FILTER (WHERE sent AND replied_on IS NOT NULL) AS reply_median,
      count(*) FILTER (WHERE sent AND replied_on IS NOT NULL)::int AS reply_count,
      min(dated_on) AS first_day
    FROM c
  ), g AS (
    SELECT CASE WHEN grouping(src) = 0 THEN 'source' WHEN grouping(resume) = 0 THEN 'resume' ELSE 'band' END AS dim,
      CASE WHEN grouping(src) = 0 THEN src WHEN grouping(resume) = 0 THEN resume ELSE band END AS key,
      mode() WITHIN GROUP (ORDER BY src_label) AS source_label,
      count(*)::int AS sent,
      count(*) FILTER (WHERE responded)::int AS replies,
      count(*) FILTER (WHERE interviewed)::int AS interviews
    FROM (
      SELECT lower(nullif(btrim(source), '')) AS src, nullif(btrim(source), '') AS src_label, resume, responded, interviewed,
        CASE WHEN match_score IS NULL THEN NULL WHEN match_score < 50 THEN 'lt50' WHEN match_score < 70 THEN '50-70'
             WHEN match_score <= 85 THEN '70-85' ELSE 'gt85' END AS band
      FROM c WHERE sent
    ) x
    GROUP BY GROUPING SETS ((src), (resume), (band))
  ), span AS (
    SELECT greatest(
        date_trunc('week', coalesce($3::date, least((SELECT first_day FROM summary), (SELECT min(replied_on) FROM f WHERE replied_on <= $4::date)), $4::date)::timestamp),
        date_trunc('week', $4::date::timestamp) - interval '520 weeks'
      ) AS first_week
  ), weeks AS (
    SELECT w::date AS week_start FROM span, generate_series(span.first_week, date_trunc('week', $4::date::timestamp), interval '1 week') AS w
  ), sent_weeks AS (
    SELECT date_trunc('week', sent_on::timestamp)::date AS week_start, count(*)::int AS n FROM c WHERE sent GROUP BY 1
  ), reply_weeks AS (
    SELECT date_trunc('week', replied_on::timestamp)::date AS week_start, count(*)::int AS n FROM f
    WHERE replied_on <= $4::date AND ($3::date IS NULL OR replied_on >= $3::date) GROUP BY 1
  ), weekly AS (
    SELECT weeks.week_start, coalesce(s.n, 0) AS sent, coalesce(r.n, 0) AS replies
    FROM weeks LEFT JOIN sent_weeks s USING (week_start) LEFT JOIN reply_weeks r USING (week_start)
  ), rejections AS (
    SELECT coalesce(rejected_after, 'unknown') AS after, count(*)::int AS count FROM c WHERE status = 'Rejected' GROUP BY 1
  ), stays AS (
    SELECT ch.status::text AS stage,
      extract(epoch FROM lead(ch.changed_at) OVER (PARTITION BY ch.application_id ORDER BY ch.changed_at, ch.id) - ch.changed_at) / 86400 AS days
    FROM application_status_changes ch JOIN c ON c.id = ch.application_id
    WHERE ch.user_id = $1
  ), durations AS (
    SELECT stage, round(percentile_cont(0.5) WITHIN GROUP (ORDER BY days)::numeric, 1)::float8 AS median_days, count(*)::int AS count
    FROM stays WHERE days IS NOT NULL AND stage <> 'Rejected' GROUP BY stage
  )
  SELECT (SELECT row_to_json(summary) FROM summary) AS summary,
    (SELECT coalesce(json_agg(g), '[]') FROM g) AS groups,
    (SELECT coalesce(json_agg(weekly ORDER BY week_start), '[]') FROM weekly) AS weekly,
    (SELECT coalesce(json_agg(rejections), '[]') FROM rejections) AS rejections,
    (SELECT coalesce(json_agg(durations), '[]') FROM durations) AS durations`;

type Summary = {
  saved: number;
  applied: number;
  responded: number;
  interview: number;
  offer: number;
  reply_median: number | null;
  reply_count: number;
};
type GroupRow = { dim: 'source' | 'resume' | 'band'; key: string | null; source_label: string | null; sent: number; replies: number; interviews: number };
type Row = {
  summary: Summary;
  groups: GroupRow[];
  weekly: { week_start: string; sent: number; replies: number }[];
  rejections: { after: string; count: number }[];
  durations: { stage: string; median_days: number; count: number }[];
};

const NO_GROUP: GroupRow = { dim: 'band', key: null, source_label: null, sent: 0, replies: 0, interviews: 0 };

const share = (part: number, whole: number) => (whole >= MIN_GROUP_SIZE ? part / whole : null);
const median = (value: number | null, n: number) => (n >= MIN_GROUP_SIZE && value !== null ? Math.round(value * 10) / 10 : null);

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
  Number(a.key === null) - Number(b.key === null) || b.sent - a.sent || a.label.localeCompare(b.label);

/** GET /api/insights: the funnel, weeks, groups, reply times, stage durations and rejections of the user's applications dated in the period. */
export async function getInsights({ userId, timezone, query, now = new Date() }: GetInsightsOptions): Promise<Insights> {
  const zone = timezone ?? 'UTC';
  const to = query.to ?? calendarDateIn(now, zone);
  const from = query.from ?? null;
  const [row] = await (await database()).query<Row>('insights', INSIGHTS, [userId, zone, from, to]);
  if (!row) throw new Error('insights query returned no row');
  const { summary, groups } = row;

  const funnel = FUNNEL_STAGES.map((stage, i) => {
    const previous = i === 0 ? null : summary[FUNNEL_STAGES[i - 1]!];
    return { stage, count: summary[stage], conversion: previous === null ? null : share(summary[stage], previous) };
  });
  // Every band is listed (an empty one as a small group), so the chart's axis never changes.
  const bands = new Map(groups.filter((g) => g.dim === 'band').map((g) => [g.key, g]));
  const rejectedTotal = row.rejections.reduce((n, r) => n + r.count, 0);
  const rejectedAfter = new Map(row.rejections.map((r) => [r.after, r.count]));

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
      ...SCORE_BANDS.map(({ key, label }) => toGroup(bands.get(key) ?? { ...NO_GROUP, key }, label)),
      ...(bands.has(null) ? [toGroup(bands.get(null)!, 'Not scored')] : []),
    ],
    first_response: { median_days: median(summary.reply_median, summary.reply_count), count: summary.reply_count },
    stage_durations: (['Not Applied', 'Applied', 'Interview', 'Offer'] as const).map((stage) => {
      const d = row.durations.find((x) => x.stage === stage);
      return { stage, median_days: d ? median(d.median_days, d.count) : null, count: d?.count ?? 0 };
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
