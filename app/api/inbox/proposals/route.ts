// GET /api/inbox/proposals — the changes emails propose, waiting for the user
import { listOpenProposals } from '@/server/inbox/proposals/list-proposals';
import { inboxEnabled } from '@/server/inbox/crypto/inbox-key';
import { apiRoute } from '@/server/route/route';
import * as inboxApi from '@/lib/contracts/inbox';

export const GET = apiRoute(inboxApi.listInboxProposals, {}, async ({ user }) => {
  // Off is an answer, not an error (ADR 275): the dashboard asks on every visit.
  if (!inboxEnabled()) return { data: [], enabled: false };
  return { data: await listOpenProposals(user.id), enabled: true };
});
