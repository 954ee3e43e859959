// POST /api/jobs/read-posting: a posting's link or pasted text in, the Add form's fields out.
import { z } from 'zod';
import { SALARY_PERIODS, WORK_MODES } from '@/lib/applications/tracker-fields';

export const READ_POSTING_MAX_TEXT = 50_000;

export const readPostingRequestSchema = z
  .object({
    url: z.string().trim().max(2048, 'url is too long').nullish(),
    text: z.string().trim().max(READ_POSTING_MAX_TEXT, 'text is too long').nullish(),
  })
  .refine((v) => Boolean(v.url) !== Boolean(v.text), {
    message: 'send either url (a job link) or text (the posting pasted), not both',
  });

export type ReadPostingRequest = z.output<typeof readPostingRequestSchema>;

export const readPostingSchema = z.object({
  job_title: z.string().nullable(),
  company: z.string().nullable(),
  location: z.string().nullable(),
  work_mode: z.enum(WORK_MODES).nullable(),
  salary_min: z.number().nullable(),
  salary_max: z.number().nullable(),
  salary_currency: z.string().nullable(),
  salary_period: z.enum(SALARY_PERIODS).nullable(),
  job_description: z.string(),
  job_link: z
    .string()
    .nullable()
    .describe('The link read (tracking parameters removed); null for text'),
  source: z
    .string()
    .describe(
      'Which reader found it: a board API, json-ld, embedded-state, board-page, readable-text, or text',
    ),
});

export type ReadPosting = z.output<typeof readPostingSchema>;
