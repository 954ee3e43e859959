// POST /api/jobs/capture: what the browser extension (or any API client) sends about the page it is on.
import { z } from 'zod';

/** The HTML cap: a posting's page is rarely over 1 MB once the extension has dropped its scripts. */
export const CAPTURE_MAX_HTML_BYTES = 2 * 1024 * 1024;

/** Shown when a page has no posting the readers can find (the popup shows the same words). */
export const NO_POSTING_MESSAGE =
  'Couldn’t find a job posting on this page — you can still save it with a title';

const field = (max: number) =>
  z
    .string()
    .max(max)
    .trim()
    .nullish()
    .transform((v) => v || null);

export const captureRequestSchema = z
  .object({
    url: z.string().trim().min(1, 'url is required').max(2048, 'url is too long'),
    /** The page's HTML as the browser has it (rendered, not as first served). */
    html: z.string().nullish(),
    /** The page's <link rel=canonical>, when the client read it. */
    canonical_url: z.string().trim().max(2048).nullish(),
    /** Fields the client read itself (e.g. when the page is too large to send). */
    fields: z
      .object({
        job_title: field(200),
        company: field(200),
        location: field(200),
        job_description: field(50_000),
      })
      .nullish(),
  })
  .refine((v) => v.html || v.fields, {
    message: 'send the page’s html or the fields read from it',
  });

export type CaptureRequest = z.output<typeof captureRequestSchema>;

export const capturedJobSchema = z.object({
  job_title: z.string().nullable(),
  company: z.string().nullable(),
  location: z.string().nullable(),
  job_description: z.string(),
  job_link: z
    .string()
    .nullable()
    .describe('The posting’s canonical link, tracking parameters removed'),
  source: z
    .string()
    .describe(
      'Which reader found the description: json-ld, embedded-state, board-page, readable-text or client',
    ),
});

export type CapturedJob = z.output<typeof capturedJobSchema>;
