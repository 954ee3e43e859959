import 'server-only';
import { prisma } from '@/server/db/client';
import type { ReminderSettingsDto } from '@/lib/reminders/schemas';

export type UpdateReminderSettingsOptions = { userId: string; settings: ReminderSettingsDto };

/** Saves the user's reminder preferences (checked when each email is due, so a change applies at once). */
export async function updateReminderSettings({
  userId,
  settings,
}: UpdateReminderSettingsOptions): Promise<ReminderSettingsDto> {
  const db = await prisma();
  const data = {
    interviews: settings.interviews,
    followUps: settings.follow_ups,
    noReply: settings.no_reply,
    // Optional for clients from before task reminders (ADR 192): absent keeps the saved choice.
    ...(settings.tasks === undefined ? {} : { tasks: settings.tasks }),
  };
  const row = await db.reminderSettings.upsert({
    where: { userId },
    create: { userId, ...data },
    update: data,
  });
  return {
    interviews: row.interviews,
    follow_ups: row.followUps,
    no_reply: row.noReply,
    tasks: row.tasks,
  };
}
