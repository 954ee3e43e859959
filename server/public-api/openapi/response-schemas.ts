import 'server-only';
// What the public API answers, as zod schemas: the OpenAPI document's response schemas, and what
// the live answers are validated against in tests (ADR 151).
import { z } from 'zod';
import { APPLICATION_STATUSES } from '@/lib/applications/status';
import { APPLICATION_ANSWER_SHAPE } from '@/lib/applications/fields';
import { resumeSchema } from '@/lib/resume/resume-schema';
import { isoDate, isoDateTime } from '@/lib/contracts/common';

const status = z.enum(APPLICATION_STATUSES);

export const sentResumeSchema = z.object({
  name: z.string(),
  template: z.string(),
  resume_json: resumeSchema,
  job_description: z.string().nullable(),
  sent_at: isoDateTime,
});

export const applicationSchema = z.object({
  id: z.string(),
  ...APPLICATION_ANSWER_SHAPE,
  created_at: isoDateTime,
  updated_at: isoDateTime,
  sent_resume: sentResumeSchema
    .nullable()
    .optional()
    .describe('The resume sent with it (GET one application only)'),
  sent_cover_letter: z
    .object({ id: z.string(), version: z.number().int(), body: z.string(), sent_at: isoDateTime })
    .nullable()
    .optional()
    .describe('The cover-letter version recorded as sent with it (GET one application only)'),
});

/** An application as the list answers it: the details-only fields aside, its match score added. */
export const applicationListItemSchema = applicationSchema
  .omit({ sent_resume: true, sent_cover_letter: true })
  .extend({
    match_score: z
      .number()
      .nullable()
      .describe('Keyword match score (0–100) of the resume sent with it; null when none'),
  });

export const applicationListSchema = z.object({
  data: z.array(applicationListItemSchema),
  next_cursor: z
    .string()
    .nullable()
    .optional()
    .describe('Present when `limit` was given: pass as `cursor` for the next page'),
});

export const applicationStatsSchema = z.object({
  applied: z.number().int(),
  interview: z.number().int(),
  offer: z.number().int(),
  rejected: z.number().int(),
  not_applied: z.number().int(),
  total: z.number().int(),
});

export const recentActivitySchema = z.array(
  z.object({
    id: z.string(),
    application_id: z.string(),
    job_title: z.string(),
    company_name: z.string(),
    status,
    kind: z.enum(['created', 'status_changed', 'interview_set', 'updated']),
    time_ago: z.string(),
    created_at: isoDateTime,
  }),
);

export const pipelineStatsSchema = z.object({
  applied: z.number().int(),
  replied: z.number().int(),
  reply_rate: z.number().nullable(),
  average_days_in_stage: z.object(
    Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, z.number().nullable()])),
  ),
  stages: z.array(z.object({ id: z.string(), status, since: isoDateTime, days: z.number().int() })),
});

export const statusChangeSchema = z.object({
  status,
  from_status: status.nullable(),
  changed_at: isoDateTime,
});

export const contactDtoSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  linkedin_url: z.string().nullable(),
  notes: z.string().nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});

export const duplicateSchema = z.object({
  id: z.string(),
  job_title: z.string(),
  company: z.string(),
  status,
  applied_date: isoDate.nullable(),
  created_at: isoDateTime,
});

const importError = z.object({ row: z.number().int(), field: z.string(), detail: z.string() });
export const importResultSchema = z.union([
  z.object({
    dry_run: z.literal(true),
    rows: z.array(
      z.object({
        row: z.number().int(),
        job_title: z.string(),
        company: z.string(),
        status,
        applied_date: isoDate.nullable(),
        job_link: z.string().nullable(),
        notes: z.string().nullable(),
        duplicate_of: z.string().nullable(),
      }),
    ),
    errors: z.array(importError),
    duplicates: z.array(z.object({ row: z.number().int(), duplicate_of: z.string() })),
    columns: z.record(z.string(), z.string().nullable()),
  }),
  z.object({ created: z.number().int(), skipped: z.number().int(), errors: z.array(importError) }),
]);

export const importedJobSchema = z.object({
  job_description: z.string(),
  title: z.string().nullable(),
  company: z.string().nullable(),
  location: z.string().nullable(),
});
