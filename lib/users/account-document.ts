// The "Export my data" document and what `POST /api/account/import` accepts.
import { z } from 'zod';
import {
  calendarDate,
  jobLinkField,
  MAX_COMPANY,
  MAX_JOB_DESCRIPTION,
  MAX_NOTES,
  MAX_SOURCE,
  MAX_TITLE,
  statusField,
  trackerFields,
} from '@/lib/applications/schemas';
import { bookContactSchema, interactionSchema } from '@/lib/contacts/contact-book-schemas';
import { createTaskSchema } from '@/lib/tasks/task-schemas';
import { contactSchema } from '@/lib/applications/contact-schemas';
import { applyDocumentFields, exportedSubmissionsField } from '@/lib/apply/portable-schemas';

export const ACCOUNT_DOCUMENT_FORMAT = 'pursuit-account-export';
export const ACCOUNT_DOCUMENT_VERSION = 1;

const text = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));
const instant = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} must be an ISO 8601 date-time` });

const historySchema = z.object({
  status: statusField,
  from_status: statusField
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  changed_at: instant('changed_at'),
});

/**
 * A task of an application (ADR 192): title, due time and zone as the tasks API takes them (the
 * export writes the due instant in UTC), done or not and when, and when it was added. A task marked
 * done without `done_at` is done as of the import; `done_at` with `done: false` is refused.
 */
const taskSchema = createTaskSchema.extend({
  done: z.boolean({ error: 'done must be true or false' }).optional(),
  done_at: instant('done_at')
    .nullish()
    .transform((v) => v ?? null),
  created_at: instant('created_at').optional(),
});

const applicationSchema = z.object({
  id: z.string().max(100).optional(),
  job_title: z
    .string({ error: 'job_title is required' })
    .trim()
    .min(1, 'job_title is required')
    .max(MAX_TITLE),
  company: z
    .string({ error: 'company is required' })
    .trim()
    .min(1, 'company is required')
    .max(MAX_COMPANY),
  status: statusField,
  applied_date: calendarDate('applied_date')
    .optional()
    .transform((v) => v ?? null),
  job_link: jobLinkField,
  notes: text(MAX_NOTES, 'notes'),
  job_description: text(MAX_JOB_DESCRIPTION, 'job_description'),
  interview_date: instant('interview_date')
    .nullish()
    .transform((v) => v ?? null),
  interview_timezone: z
    .string()
    .max(64)
    .nullish()
    .transform((v) => v ?? null),
  follow_up_date: calendarDate('follow_up_date')
    .optional()
    .transform((v) => v ?? null),
  source: text(MAX_SOURCE, 'source'),
  ...trackerFields,
  created_at: instant('created_at').optional(),
  history: z.array(historySchema).max(1000).optional().default([]),
  contacts: z.array(contactSchema).max(500).optional().default([]),
  tasks: z.array(taskSchema).max(1000).optional().default([]),
  /** What was sent with the application's form (ADR 241, 266): imported with a new application only. */
  submissions: exportedSubmissionsField,
});

/** The contacts book (ADR 193): every contact once, with the exported ids of its applications. */
const bookContactEntrySchema = bookContactSchema.extend({
  id: z.string().max(100).optional(),
  application_ids: z.array(z.string().max(100)).max(1000).optional().default([]),
  interactions: z.array(interactionSchema).max(5000).optional().default([]),
});

const resumeSchema = z.looseObject({
  name: z
    .string({ error: 'resume name is required' })
    .trim()
    .min(1, 'resume name is required')
    .max(200),
  data: z
    .json()
    .refine((v) => v !== null && typeof v === 'object', 'resume data must be an object'),
});

/** The whole document; unknown top-level keys are ignored so newer exports still load. */
export const accountDocumentSchema = z.object({
  format: z.literal(ACCOUNT_DOCUMENT_FORMAT, {
    error: `format must be '${ACCOUNT_DOCUMENT_FORMAT}' (a file made by Export my data)`,
  }),
  version: z.literal(ACCOUNT_DOCUMENT_VERSION, {
    error: `version must be ${ACCOUNT_DOCUMENT_VERSION}`,
  }),
  profile: z
    .object({
      username: z.string().trim().min(1).max(100).optional(),
      timezone: z.string().max(64).nullish(),
    })
    .optional(),
  applications: z
    .array(applicationSchema)
    .max(10_000, 'at most 10000 applications can be imported'),
  resumes: z.array(resumeSchema).max(100).optional().default([]),
  /** Exports since the contacts book; when present, the applications' own `contacts` are ignored. */
  contacts: z
    .array(bookContactEntrySchema)
    .max(10_000, 'at most 10000 contacts can be imported')
    .optional(),
  ...applyDocumentFields,
});
export type AccountDocument = z.output<typeof accountDocumentSchema>;

export type AccountImportResult = {
  applications: { created: number; skipped: number };
  contacts: number;
  tasks: number;
  resumes: number;
  apply_answers: number;
  submissions: number;
};
