// POST /api/inbox/proposals/{id}/dismiss — dismiss a proposal (its email is never proposed again)
import { dismissProposal } from '@/server/inbox/proposals/dismiss-proposal';
import { requireInbox } from '@/server/inbox/crypto/inbox-key';
import { apiRoute } from '@/server/route/route';
import * as inboxApi from '@/lib/contracts/inbox';

export const POST = apiRoute(inboxApi.dismissInboxProposal, {}, async ({ user, params }) => {
  requireInbox();
  await dismissProposal({ userId: user.id, id: params.id ?? '' });
  return { message: 'Proposal dismissed' };
});
