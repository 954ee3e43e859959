// POST /api/inbox/accounts/{id}/sync — read the mailbox's new messages now
import { syncInboxAccountNow } from '@/server/inbox/accounts/sync-inbox-account-now';
import { requireInbox } from '@/server/inbox/crypto/inbox-key';
import { apiRoute } from '@/server/route/route';
import * as inboxApi from '@/lib/contracts/inbox';

export const POST = apiRoute(
  inboxApi.syncInboxAccount,
  { rateLimit: ({ user }) => [{ key: `inbox-sync:${user.id}`, limit: 30, windowSeconds: 600 }] },
  async ({ user, params }) => {
    requireInbox();
    return syncInboxAccountNow({ userId: user.id, id: params.id ?? '' });
  },
);
