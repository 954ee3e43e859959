// POST /api/reminders/unsubscribe?token=… — one-click unsubscribe from a reminder email (RFC 8058, no login)
import { publicApiRoute } from '@/server/route/route';
import * as api from '@/lib/contracts/account';
import { unsubscribeReminders } from '@/server/reminders/unsubscribe-reminders';

export const POST = publicApiRoute(api.unsubscribeReminders, {}, async ({ query }) => ({
  message: 'You are unsubscribed',
  ...(await unsubscribeReminders({ token: query.token })),
}));
