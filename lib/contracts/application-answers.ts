// What the applications calls answer, as zod schemas: the OpenAPI document's response schemas,
// what the live answers are validated against in tests (ADR 151), and the browser's types (ADR 196).
import { z } from 'zod';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@/lib/applications/status';
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

/** The cover letter sent with an application, as it was sent. */
const sentCoverLetterSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  body: z.string(),
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
  sent_cover_letter: sentCoverLetterSchema
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

const recentActivityItemSchema = z.object({
  id: z.string(),
  application_id: z.string(),
  job_title: z.string(),
  company_name: z.string(),
  status,
  kind: z.enum(['created', 'status_changed', 'interview_set', 'updated']),
  time_ago: z.string(),
  created_at: isoDateTime,
});

export const recentActivitySchema = z.array(recentActivityItemSchema);

/** Per application: since when it has been in its current status. */
const stageAgeSchema = z.object({
  id: z.string(),
  status,
  since: isoDateTime,
  days: z.number().int(),
});

export const pipelineStatsSchema = z.object({
  applied: z.number().int(),
  replied: z.number().int(),
  reply_rate: z.number().nullable(),
  average_days_in_stage: z.object(
    Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, z.number().nullable()])) as Record<
      ApplicationStatus,
      z.ZodNullable<z.ZodNumber>
    >,
  ),
  stages: z.array(stageAgeSchema),
});

export const statusChangeSchema = z.object({
  status,
  from_status: status.nullable(),
  changed_at: isoDateTime,
  /** `email` when an accepted inbox proposal made the change; null when the user did. */
  source: z.enum(['email']).nullable(),
  /** The email behind an `email` change, while its mailbox is connected. */
  email: z.object({ subject: z.string(), from: z.string(), date: isoDateTime }).nullable(),
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
const importRow = z.object({
  row: z.number().int(),
  job_title: z.string(),
  company: z.string(),
  status,
  applied_date: isoDate.nullable(),
  job_link: z.string().nullable(),
  notes: z.string().nullable(),
  /** An existing application (or an earlier row of the file, as `row:N`) this row repeats. */
  duplicate_of: z.string().nullable(),
});
const importDryRun = z.object({
  dry_run: z.literal(true),
  rows: z.array(importRow),
  errors: z.array(importError),
  duplicates: z.array(z.object({ row: z.number().int(), duplicate_of: z.string() })),
  /** Header of the file → the field it was read as (null when ignored). */
  columns: z.record(z.string(), z.string().nullable()),
});
const importDone = z.object({
  created: z.number().int(),
  skipped: z.number().int(),
  errors: z.array(importError),
});
export const importResultSchema = z.union([importDryRun, importDone]);

export type ApplicationDto = z.infer<typeof applicationSchema>;
export type ApplicationListItem = z.infer<typeof applicationListItemSchema>;
export type SentResumeDto = z.infer<typeof sentResumeSchema>;
export type SentCoverLetterDto = z.infer<typeof sentCoverLetterSchema>;
export type ApplicationStats = z.infer<typeof applicationStatsSchema>;
export type RecentActivityItem = z.infer<typeof recentActivityItemSchema>;
export type PipelineStatsDto = z.infer<typeof pipelineStatsSchema>;
export type StageAgeDto = z.infer<typeof stageAgeSchema>;
export type StatusChangeDto = z.infer<typeof statusChangeSchema>;
export type ContactDto = z.infer<typeof contactDtoSchema>;
export type DuplicateDto = z.infer<typeof duplicateSchema>;
export type ImportRowDto = z.infer<typeof importRow>;
export type ImportErrorDto = z.infer<typeof importError>;
export type ImportDryRunDto = z.infer<typeof importDryRun>;
export type ImportResultDto = z.infer<typeof importDone>;
