// GET / POST /api/inbox/accounts — the connected mailboxes: list them, connect one
import { createInboxAccount } from '@/server/inbox/accounts/create-inbox-account';
import { listInboxAccounts } from '@/server/inbox/accounts/list-inbox-accounts';
import { forwardingAddress } from '@/server/inbox/smtp/forwarding-address';
import { inboxEnabled, requireInbox } from '@/server/inbox/crypto/inbox-key';
import { apiRoute, json } from '@/server/route/route';
import * as inboxApi from '@/lib/contracts/inbox';

export const GET = apiRoute(inboxApi.listInboxAccounts, {}, async ({ user }) => {
  // Off is an answer, not an error (ADR 275): the profile asks on every visit.
  if (!inboxEnabled()) return { data: [], forwarding_address: null, enabled: false };
  return {
    data: await listInboxAccounts(user.id),
    forwarding_address: await forwardingAddress(user.id),
    enabled: true,
  };
});

export const POST = apiRoute(
  inboxApi.createInboxAccount,
  { rateLimit: ({ user }) => [{ key: `inbox-connect:${user.id}`, limit: 10, windowSeconds: 600 }] },
  async ({ user, body }) => {
    requireInbox();
    return json({ data: await createInboxAccount({ userId: user.id, input: body }) }, 201);
  },
);
