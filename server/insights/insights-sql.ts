import 'server-only';

/**
 * Every figure of the Insights page in ONE statement (ADR 140): per-application facts from the
 * status history (`h`, `f`), the applications dated in the period (`c`), then the funnel, the
 * groups (one GROUPING SETS pass for source, resume and score band), the weeks, the rejections and
 * the stage durations, each aggregated in the database and returned as JSON.
 * $1 user id, $2 time zone, $3 first day (NULL: all time), $4 last day. Ids are grouped and sorted
 * COLLATE "C": byte comparisons whatever the database's collation (only equality matters for ids).
 */
export const INSIGHTS_SQL = `
  WITH h AS (
    SELECT application_id COLLATE "C" AS application_id,
      bool_or(status <> 'Not Applied') AS sent,
      min(changed_at) FILTER (WHERE status <> 'Not Applied') AS first_sent_at,
      min(changed_at) FILTER (WHERE from_status = 'Not Applied' AND status <> 'Not Applied') AS moved_at,
      bool_or(status IN ('Interview', 'Offer', 'Rejected')) AS responded,
      min(changed_at) FILTER (WHERE status IN ('Interview', 'Offer', 'Rejected')) AS first_reply_at,
      bool_or(status IN ('Interview', 'Offer', 'Rejected') AND from_status IS NULL) AS added_replied,
      bool_or(status IN ('Interview', 'Offer')) AS interviewed,
      bool_or(status = 'Offer') AS offered
    FROM application_status_changes
    WHERE user_id = $1
    GROUP BY application_id COLLATE "C"
  ), f AS (
    SELECT a.id, a.status, a.source, s.name AS resume, s.match_score,
      (h.sent IS TRUE OR a.status <> 'Not Applied') AS sent,
      (h.responded IS TRUE OR a.status IN ('Interview', 'Offer', 'Rejected')) AS responded,
      (h.interviewed IS TRUE OR a.status IN ('Interview', 'Offer')) AS interviewed,
      (h.offered IS TRUE OR a.status = 'Offer') AS offered,
      coalesce((h.moved_at AT TIME ZONE $2)::date, a.applied_date, (h.first_sent_at AT TIME ZONE $2)::date, (a.created_at AT TIME ZONE $2)::date) AS sent_on,
      (a.created_at AT TIME ZONE $2)::date AS saved_on,
      CASE WHEN h.added_replied IS NOT TRUE THEN (h.first_reply_at AT TIME ZONE $2)::date END AS replied_on
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
      count(*) FILTER (WHERE status = 'Rejected')::int AS rejected,
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
  ), stays AS (
    -- Every history row of the applications in the period with the time until the next one
    -- (NULL for an application's last row: its current stay).
    SELECT ch.application_id, ch.status::text AS stage, ch.from_status::text AS from_status,
      date_part('epoch', lead(ch.changed_at) OVER (PARTITION BY ch.application_id COLLATE "C" ORDER BY ch.changed_at, ch.id COLLATE "C") - ch.changed_at) / 86400 AS days
    FROM application_status_changes ch JOIN c ON c.id = ch.application_id
    WHERE ch.user_id = $1
  ), rejections AS (
    -- An application's last history row is its current status: when that is Rejected, the row's
    -- from_status is where it was rejected. (Applications Rejected with no such row, from before
    -- the history, are added to 'unknown' from summary.rejected; a join back to c here was planned
    -- as a nested loop over two CTE scans.)
    SELECT coalesce(from_status, 'unknown') AS after, count(*)::int AS count
    FROM stays WHERE days IS NULL AND stage = 'Rejected'
    GROUP BY 1
  ), durations AS (
    SELECT stage, round(percentile_cont(0.5) WITHIN GROUP (ORDER BY days)::numeric, 1)::float8 AS median_days, count(*)::int AS count
    FROM stays WHERE days IS NOT NULL AND stage <> 'Rejected' GROUP BY stage
  )
  SELECT (SELECT row_to_json(summary) FROM summary) AS summary,
    (SELECT coalesce(json_agg(g), '[]') FROM g) AS groups,
    (SELECT coalesce(json_agg(weekly ORDER BY week_start), '[]') FROM weekly) AS weekly,
    (SELECT coalesce(json_agg(rejections), '[]') FROM rejections) AS rejections,
    (SELECT coalesce(json_agg(durations), '[]') FROM durations) AS durations`;
