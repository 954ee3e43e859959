// The inbox's inputs and answers (ADR 250): shared by the contract, the routes and the screens.
import { z } from 'zod';
import { APPLICATION_STATUSES } from '@/lib/applications/status';

export const MAX_INBOX_ACCOUNTS = 5;
export const MAX_INBOX_FOLDERS = 10;
export const MESSAGE_KINDS = [
  'confirmation',
  'rejection',
  'interview',
  'assessment',
  'offer',
  'outreach',
] as const;
export type ProposalKind = (typeof MESSAGE_KINDS)[number];

const hostname = z
  .string({ error: 'host must be a string' })
  .trim()
  .toLowerCase()
  .min(1, 'host is required')
  .max(253)
  .regex(/^[a-z0-9.-]+$|^\[?[0-9a-f:.]+\]?$/, 'host must be a host name or an IP address');

/** `POST /api/inbox/accounts`: where the mailbox is and how to log in (an app password). */
export const createInboxAccountSchema = z.object({
  host: hostname,
  port: z.number({ error: 'port must be a number' }).int().min(1).max(65_535).default(993),
  secure: z.boolean({ error: 'secure must be true or false' }).default(true),
  username: z
    .string({ error: 'username must be a string' })
    .trim()
    .min(1, 'username is required')
    .max(320),
  password: z
    .string({ error: 'password must be a string' })
    .min(1, 'password is required')
    .max(1000),
  folders: z
    .array(z.string().trim().min(1).max(200), { error: 'folders must be a list of folder names' })
    .min(1, 'Choose at least one folder')
    .max(MAX_INBOX_FOLDERS)
    .default(['INBOX'])
    .transform((folders) => [...new Set(folders)]),
});
export type CreateInboxAccountInput = z.input<typeof createInboxAccountSchema>;

/** A connected mailbox as answered: never its password. */
export const inboxAccountSchema = z.object({
  id: z.string(),
  host: z.string(),
  port: z.number(),
  secure: z.boolean(),
  username: z.string(),
  folders: z.array(z.string()),
  created_at: z.string(),
  last_sync_at: z.string().nullable(),
  last_sync_error: z.string().nullable().describe('Why the last sync failed; null when it worked'),
  next_sync_at: z.string(),
});
export type InboxAccountDto = z.infer<typeof inboxAccountSchema>;

/** A change an email proposes. */
export const inboxProposalSchema = z.object({
  id: z.string(),
  kind: z.enum(MESSAGE_KINDS),
  application_id: z
    .string()
    .nullable()
    .describe('The application it changes; null: accepting adds one'),
  company: z.string().nullable(),
  job_title: z.string().nullable(),
  status: z
    .enum(APPLICATION_STATUSES)
    .nullable()
    .describe('The status accepting sets; null: unchanged'),
  interview_at: z.string().nullable().describe('ISO 8601 instant of the proposed interview'),
  interview_timezone: z.string().nullable().describe('IANA zone the interview was given in'),
  evidence: z.string().describe('The sentence of the email that made the proposal'),
  message: z.object({ subject: z.string(), from: z.string(), date: z.string() }),
});
export type InboxProposalDto = z.infer<typeof inboxProposalSchema>;

/** `POST /api/inbox/proposals/{id}/accept`: optional corrections before it is applied. */
export const acceptProposalSchema = z
  .object({
    company: z.string().trim().min(1).max(200).optional(),
    job_title: z.string().trim().min(1).max(200).optional(),
  })
  .default({});

/** `POST /api/inbox/proposals/accept`: several at once (the confirmations, from the Inbox screen). */
export const bulkAcceptSchema = z.object({
  ids: z.array(z.string().min(1).max(64)).min(1, 'ids is empty').max(200),
});

export const syncResultSchema = z.object({
  read: z.number().describe('New messages read from the mailbox'),
  kept: z.number().describe('Of those, the job-related ones kept'),
  proposals: z.array(inboxProposalSchema),
});
