// GET / PUT /api/reminders/settings — which reminder emails the user wants
import { apiRoute } from '@/server/route/route';
import * as api from '@/lib/contracts/account';
import { getReminderSettings } from '@/server/reminders/get-reminder-settings';
import { updateReminderSettings } from '@/server/reminders/update-reminder-settings';

export const GET = apiRoute(api.getReminderSettings, {}, async ({ user }) =>
  getReminderSettings({ userId: user.id }),
);

export const PUT = apiRoute(api.updateReminderSettings, {}, async ({ user, body }) =>
  updateReminderSettings({ userId: user.id, settings: body }),
);
