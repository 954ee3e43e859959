// GET /api/inbox/proposals — the changes emails propose, waiting for the user
import { listOpenProposals } from '@/server/inbox/proposals/list-proposals';
import { requireInbox } from '@/server/inbox/crypto/inbox-key';
import { apiRoute } from '@/server/http/route';
import * as inboxApi from '@/lib/contracts/inbox';

export const GET = apiRoute(inboxApi.listInboxProposals, {}, async ({ user }) => {
  requireInbox();
  return { data: await listOpenProposals(user.id) };
});
