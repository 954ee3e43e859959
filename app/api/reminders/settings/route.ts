// GET / PUT /api/reminders/settings — which reminder emails the user wants
import { reminderSettingsSchema } from '@/lib/reminders/schemas';
import { authRoute } from '@/server/http/route';
import { getReminderSettings } from '@/server/reminders/get-reminder-settings';
import { updateReminderSettings } from '@/server/reminders/update-reminder-settings';

export const GET = authRoute({ scope: 'session' }, async ({ user }) =>
  getReminderSettings({ userId: user.id }),
);

export const PUT = authRoute(
  { scope: 'session', body: reminderSettingsSchema },
  async ({ user, body }) => updateReminderSettings({ userId: user.id, settings: body }),
);
