// GET /api/insights: the query it takes and the one document it answers (ADR 140).
// Shared by the route (parses the query), the service (parses its own answer, so the shape below
// is what is sent) and the Insights page (types, labels, CSV).
import { z } from 'zod';

/** Groups smaller than this show counts only: a rate of 1 in 3 looks precise and is not. */
export const MIN_GROUP_SIZE = 5;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const day = (field: string) =>
  z
    .string({ error: `${field} must be a date (YYYY-MM-DD)` })
    .trim()
    .refine((v) => {
      if (!DATE.test(v)) return false;
      const d = new Date(`${v}T00:00:00Z`);
      return (
        !Number.isNaN(d.getTime()) &&
        d.toISOString().slice(0, 10) === v &&
        v >= '1970-01-01' &&
        v <= '2999-12-31'
      );
    }, `${field} must be a real date (YYYY-MM-DD)`);

/** `?from=&to=`: calendar days in the user's time zone, both inclusive; '' means unset. */
export const insightsQuerySchema = z
  .object({
    /** First day of the period; unset: from the first application on. */
    from: day('from')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** Last day of the period; unset: today in the user's time zone. */
    to: day('to')
      .optional()
      .or(z.literal('').transform(() => undefined)),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'from must be on or before to',
    path: ['from'],
  });
export type InsightsQuery = z.output<typeof insightsQuerySchema>;

const count = z.number().int().min(0);
/** A share 0..1; null when the group it is taken of has fewer than MIN_GROUP_SIZE applications. */
const rate = z.number().min(0).max(1).nullable();
/** Days (one decimal); null when fewer than MIN_GROUP_SIZE durations were measured. */
const days = z.number().min(0).nullable();

export const FUNNEL_STAGES = ['saved', 'applied', 'responded', 'interview', 'offer'] as const;
export const FUNNEL_LABELS: Record<(typeof FUNNEL_STAGES)[number], string> = {
  saved: 'Saved',
  applied: 'Applied',
  responded: 'Responded',
  interview: 'Interview',
  offer: 'Offer',
};

/**
 * One funnel step over the applications dated in the period. Reached = the application ever had
 * the status, by its history or its current status: saved = every application; applied = any
 * status but Not Applied; responded = Interview, Offer or Rejected (any move past Applied);
 * interview = Interview or Offer; offer = Offer.
 */
export const funnelStageSchema = z.object({
  stage: z.enum(FUNNEL_STAGES),
  count,
  /** count / the previous step's count (null for the first step and for a previous step under MIN_GROUP_SIZE). */
  conversion: rate,
});

/** Applications sent and first replies received in one week (Monday to Sunday in the user's zone). */
export const weekSchema = z.object({
  week_start: z.string().regex(DATE),
  sent: count,
  replies: count,
});

/** Reply and interview rates of the applications sent in the period, for one group. */
export const groupSchema = z.object({
  /** The group's key: the source lower-cased (sources are grouped case-insensitively and labelled with their most used spelling), the sent resume's name, or a band id; null = not recorded. */
  key: z.string().nullable(),
  label: z.string(),
  /** Applications sent (reached Applied or beyond). */
  sent: count,
  /** Of those, the ones that got a reply (Interview, Offer or Rejected). */
  replies: count,
  /** Of those, the ones that reached Interview or Offer. */
  interviews: count,
  reply_rate: rate,
  interview_rate: rate,
  /** sent < MIN_GROUP_SIZE: the rates are null and the page shows counts only. */
  small_group: z.boolean(),
});

/** Match score bands at sending: [0, 50), [50, 70), [70, 85], (85, 100]; null = not scored. */
export const SCORE_BANDS = [
  { key: 'lt50', label: 'Under 50' },
  { key: '50-70', label: '50–70' },
  { key: '70-85', label: '70–85' },
  { key: 'gt85', label: 'Over 85' },
] as const;

/** Median days spent in a status before the next recorded change (completed stays only). */
export const stageDurationSchema = z.object({
  stage: z.enum(['Not Applied', 'Applied', 'Interview', 'Offer']),
  median_days: days,
  /** Stays measured. */
  count,
});

export const REJECTION_STAGES = [
  'Not Applied',
  'Applied',
  'Interview',
  'Offer',
  'unknown',
] as const;

/** The status an application now Rejected was in when it was rejected ('unknown': added as Rejected). */
export const rejectionStageSchema = z.object({
  after: z.enum(REJECTION_STAGES),
  count,
  share: rate,
});

export const insightsSchema = z.object({
  period: z.object({
    from: z.string().regex(DATE).nullable(),
    to: z.string().regex(DATE),
    /** The zone the days and weeks are counted in (the user's, else UTC). */
    timezone: z.string(),
  }),
  min_group_size: z.literal(MIN_GROUP_SIZE),
  funnel: z.array(funnelStageSchema),
  weekly: z.array(weekSchema),
  by_source: z.array(groupSchema),
  by_resume: z.array(groupSchema),
  by_score_band: z.array(groupSchema),
  /** Whole days from sending to the first reply, where the reply was recorded as a status change. */
  first_response: z.object({ median_days: days, count }),
  stage_durations: z.array(stageDurationSchema),
  rejections: z.object({ total: count, stages: z.array(rejectionStageSchema) }),
});
export type Insights = z.infer<typeof insightsSchema>;
export type InsightsGroup = z.infer<typeof groupSchema>;

/** The answer of GET /api/insights. */
export const insightsResponseSchema = z.object({ data: insightsSchema });
export type InsightsResponse = z.infer<typeof insightsResponseSchema>;
