// What the account and authentication calls answer, as zod schemas: the OpenAPI document's
// response schemas, and what the live answers are validated against in tests (ADR 151).
import { z } from 'zod';
import { ACCOUNT_DOCUMENT_FORMAT } from '@/lib/users/account-document';

const isoDateTime = z.string().describe('ISO 8601 date-time');

export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  timezone: z.string().nullable().describe('IANA zone; null until the user picks one'),
  profile_picture: z.string().nullable().describe('An absolute URL or a path on this server'),
});

export const tokenPairSchema = z.object({
  access_token: z.string().describe('Short-lived session token (Bearer)'),
  refresh_token: z.string().describe('Single-use: trade it at /api/auth/refresh'),
  token_type: z.literal('bearer'),
});

/** What sign-in answers: the token pair, a message and the user. */
export const loginAnswerSchema = tokenPairSchema.extend({ message: z.string(), data: userSchema });

export const calendarFeedStatusSchema = z.object({
  active: z.boolean(),
  created_at: isoDateTime.nullable(),
});

export const calendarFeedSchema = z.object({
  url: z.string().describe('The private .ics address, shown only now'),
  created_at: isoDateTime,
});

export const uploadSignatureSchema = z.object({
  mode: z.enum(['cloudinary', 'local']),
  upload_url: z.string(),
  api_key: z.string(),
  cloud_name: z.string(),
  timestamp: z.number().int(),
  signature: z.string(),
  folder: z.string(),
  params: z.record(z.string(), z.string()).describe('The form fields to post with the file'),
  expires_at: isoDateTime,
  max_bytes: z.number().int(),
});

export const storedUploadSchema = z.object({
  secure_url: z.string(),
  public_id: z.string(),
  format: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
});

export const accountExportSchema = z.looseObject({
  format: z.literal(ACCOUNT_DOCUMENT_FORMAT),
  version: z.number().int(),
  exported_at: isoDateTime,
  profile: z.looseObject({
    username: z.string(),
    email: z.string(),
    timezone: z.string().nullable(),
  }),
  applications: z.array(
    z.looseObject({
      id: z.string(),
      job_title: z.string(),
      tasks: z
        .array(
          z.object({
            title: z.string(),
            due_at: isoDateTime.nullable().describe('The due instant in UTC; null when undated'),
            done: z.boolean(),
            done_at: isoDateTime.nullable(),
            created_at: isoDateTime,
          }),
        )
        .describe(
          'The application’s tasks (ADR 192), without their reminder state: the import plans a new reminder for an open task due in the future',
        ),
      submissions: z
        .array(
          z.object({
            submitted_at: isoDateTime,
            recorded_at: isoDateTime,
            page_url: z.string(),
            answers: z.array(
              z.object({ question: z.string(), answer: z.string(), field: z.string().nullable() }),
            ),
            resume: z
              .object({ filename: z.string(), sha256: z.string(), size: z.number().int() })
              .nullable(),
            cover_letter: z.string().nullable(),
          }),
        )
        .describe(
          'What was sent with the application’s form (ADR 241), oldest first; the resume by its name, size and SHA-256, not its bytes',
        ),
    }),
  ),
  resumes: z.array(z.looseObject({ name: z.string() })),
  apply_profile: z
    .looseObject({})
    .nullable()
    .describe('The saved apply profile (PUT /api/apply-profile’s body); null when never saved'),
  apply_answers: z.array(
    z.object({
      question: z.string(),
      answer: z.string(),
      created_at: isoDateTime,
      updated_at: isoDateTime,
    }),
  ),
});

export const accountImportResultSchema = z.object({
  message: z.string(),
  data: z.object({
    applications: z.object({ created: z.number().int(), skipped: z.number().int() }),
    contacts: z.number().int(),
    tasks: z.number().int(),
    resumes: z.number().int(),
    apply_answers: z.number().int().describe('Saved answers added or updated'),
    submissions: z.number().int().describe('Submission snapshots added with new applications'),
  }),
});

/** The user as every auth answer shows it. */
export type UserDto = z.infer<typeof userSchema>;
export type LoginResponse = z.infer<typeof loginAnswerSchema>;
/** GET /api/calendar/feed answer (the URL itself is only shown once, when it is created). */
export type CalendarFeedStatusDto = z.infer<typeof calendarFeedStatusSchema>;
export type CalendarFeedDto = z.infer<typeof calendarFeedSchema>;
