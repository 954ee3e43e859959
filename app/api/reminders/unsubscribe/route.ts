// POST /api/reminders/unsubscribe?token=… — one-click unsubscribe from a reminder email (RFC 8058, no login)
import { unsubscribeQuerySchema } from '@/lib/reminders/schemas';
import { publicRoute } from '@/server/http/route';
import { unsubscribeReminders } from '@/server/reminders/unsubscribe-reminders';

export const POST = publicRoute({ query: unsubscribeQuerySchema }, async ({ query }) => ({
  message: 'You are unsubscribed',
  ...(await unsubscribeReminders({ token: query.token })),
}));
