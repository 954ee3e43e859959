// POST /api/inbox/messages — read uploaded emails (.eml as message/rfc822, .mbox as application/mbox)
import { uploadMessages } from '@/server/inbox/proposals/upload-messages';
import { requireInbox } from '@/server/inbox/crypto/inbox-key';
import { apiRoute } from '@/server/route/route';
import * as inboxApi from '@/lib/contracts/inbox';

export const POST = apiRoute(
  inboxApi.uploadInboxMessages,
  { rateLimit: ({ user }) => [{ key: `inbox-upload:${user.id}`, limit: 60, windowSeconds: 600 }] },
  async ({ user, req }) => {
    requireInbox();
    return uploadMessages({ userId: user.id, req });
  },
);
