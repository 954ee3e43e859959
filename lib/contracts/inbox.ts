// The inbox's public operations (ADR 250): declared once, used by the routes, the OpenAPI document and the screens.
import { z } from 'zod';
import { defineOperation } from '@/lib/contract/operation';
import {
  acceptProposalSchema,
  bulkAcceptSchema,
  createInboxAccountSchema,
  inboxAccountSchema,
  inboxProposalSchema,
  syncResultSchema,
} from '@/lib/inbox/schemas';
import { messageSchema } from './common';

const tag = 'Inbox';

const inboxEnabledField = z
  .boolean()
  .describe('Whether the operator has turned the inbox on (ADR 275); false: the lists are empty');

export const createInboxAccount = defineOperation({
  operationId: 'createInboxAccount',
  method: 'POST',
  path: '/api/inbox/accounts',
  tag,
  summary: 'Connect a mailbox over IMAP',
  description:
    'The connection is tested (log in, open each folder) before anything is saved; a refused login is a 422 saying so. The password (an app password) is stored encrypted and never answered. The host must be a public address; IMAP ports only (143, 993).',
  scope: 'inbox:write',
  body: createInboxAccountSchema,
  responses: { 201: { description: 'Connected', schema: z.object({ data: inboxAccountSchema }) } },
});

export const listInboxAccounts = defineOperation({
  operationId: 'listInboxAccounts',
  method: 'GET',
  path: '/api/inbox/accounts',
  tag,
  summary: 'The connected mailboxes',
  description:
    'When the operator has not turned the inbox on this is `{data: [], forwarding_address: null, enabled: false}` (not an error, so a screen can ask without failing); connecting, syncing and uploading answer 503.',
  scope: 'inbox:read',
  responses: {
    200: {
      description: 'Mailboxes, and the forwarding address when the operator runs the SMTP listener',
      schema: z.object({
        data: z.array(inboxAccountSchema),
        forwarding_address: z.string().nullable(),
        enabled: inboxEnabledField,
      }),
    },
  },
});

export const deleteInboxAccount = defineOperation({
  operationId: 'deleteInboxAccount',
  method: 'DELETE',
  path: '/api/inbox/accounts/{id}',
  tag,
  summary: 'Disconnect a mailbox: it and every message and proposal read from it are deleted',
  scope: 'inbox:write',
  responses: { 200: { description: 'Disconnected', schema: messageSchema } },
});

export const syncInboxAccount = defineOperation({
  operationId: 'syncInboxAccount',
  method: 'POST',
  path: '/api/inbox/accounts/{id}/sync',
  tag,
  summary: 'Read the mailbox now (new messages only)',
  description:
    'Reads what arrived since the last sync (by UIDVALIDITY and UID). A sync already running for this mailbox is a 409.',
  scope: 'inbox:write',
  responses: { 200: { description: 'What the sync read and proposed', schema: syncResultSchema } },
});

export const uploadInboxMessages = defineOperation({
  operationId: 'uploadInboxMessages',
  method: 'POST',
  path: '/api/inbox/messages',
  tag,
  summary: 'Read emails without a mailbox: one .eml, or an .mbox of many',
  scope: 'inbox:write',
  rawBody: {
    contentTypes: ['message/rfc822', 'application/mbox'],
    description:
      'One raw RFC 822 message (message/rfc822), or an mbox file (application/mbox); 10 MB at most',
  },
  responses: {
    200: { description: 'The proposals the messages made', schema: syncResultSchema },
  },
});

export const listInboxProposals = defineOperation({
  operationId: 'listInboxProposals',
  method: 'GET',
  path: '/api/inbox/proposals',
  tag,
  summary: 'The open proposals, newest email first',
  description:
    'When the operator has not turned the inbox on this is `{data: [], enabled: false}`, not an error.',
  scope: 'inbox:read',
  responses: {
    200: {
      description: 'Proposals',
      schema: z.object({ data: z.array(inboxProposalSchema), enabled: inboxEnabledField }),
    },
  },
});

const accepted = z.object({
  data: inboxProposalSchema,
  application_id: z.string().describe('The application changed or added'),
});

export const acceptInboxProposal = defineOperation({
  operationId: 'acceptInboxProposal',
  method: 'POST',
  path: '/api/inbox/proposals/{id}/accept',
  tag,
  summary: 'Apply a proposal through the application lifecycle',
  description:
    'Moves the status, sets the interview, adds the assessment task or adds the application, with history (the email as its source), reminders and webhooks as any change. `company` and `job_title` correct an application it adds.',
  scope: 'inbox:write',
  body: acceptProposalSchema,
  responses: { 200: { description: 'Applied', schema: accepted } },
});

export const bulkAcceptInboxProposals = defineOperation({
  operationId: 'bulkAcceptInboxProposals',
  method: 'POST',
  path: '/api/inbox/proposals/accept',
  tag,
  summary: 'Apply several proposals (the confirmations at once)',
  scope: 'inbox:write',
  body: bulkAcceptSchema,
  responses: {
    200: { description: 'Applied', schema: z.object({ data: z.array(accepted) }) },
  },
});

export const dismissInboxProposal = defineOperation({
  operationId: 'dismissInboxProposal',
  method: 'POST',
  path: '/api/inbox/proposals/{id}/dismiss',
  tag,
  summary: 'Dismiss a proposal; its email is never proposed again',
  scope: 'inbox:write',
  responses: { 200: { description: 'Dismissed', schema: messageSchema } },
});
