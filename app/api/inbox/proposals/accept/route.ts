// POST /api/inbox/proposals/accept — apply several proposals at once (bulk accept of confirmations)
import { acceptProposals } from '@/server/inbox/proposals/accept-proposal';
import { requireInbox } from '@/server/inbox/crypto/inbox-key';
import { apiRoute } from '@/server/route/route';
import * as inboxApi from '@/lib/contracts/inbox';

export const POST = apiRoute(inboxApi.bulkAcceptInboxProposals, {}, async ({ user, body }) => {
  requireInbox();
  return { data: await acceptProposals({ userId: user.id, ids: body.ids }) };
});
