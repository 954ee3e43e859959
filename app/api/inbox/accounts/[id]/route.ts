// DELETE /api/inbox/accounts/{id} — disconnect a mailbox and delete everything read from it
import { deleteInboxAccount } from '@/server/inbox/accounts/delete-inbox-account';
import { requireInbox } from '@/server/inbox/crypto/inbox-key';
import { apiRoute } from '@/server/route/route';
import * as inboxApi from '@/lib/contracts/inbox';

export const DELETE = apiRoute(inboxApi.deleteInboxAccount, {}, async ({ user, params }) => {
  requireInbox();
  await deleteInboxAccount({ userId: user.id, id: params.id ?? '' });
  return { message: 'Mailbox disconnected; its messages and proposals are deleted' };
});
