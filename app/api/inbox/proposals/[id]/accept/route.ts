// POST /api/inbox/proposals/{id}/accept — apply a proposal through the application lifecycle
import { acceptProposal } from '@/server/inbox/proposals/accept-proposal';
import { requireInbox } from '@/server/inbox/crypto/inbox-key';
import { apiRoute } from '@/server/route/route';
import * as inboxApi from '@/lib/contracts/inbox';

export const POST = apiRoute(inboxApi.acceptInboxProposal, {}, async ({ user, params, body }) => {
  requireInbox();
  return acceptProposal({ userId: user.id, id: params.id ?? '', fix: body });
});
