import 'server-only';
import { prisma } from '@/server/db/client';
import type { ReminderSettingsDto } from '@/lib/reminders/schemas';

export type GetReminderSettingsOptions = { userId: string };

/** The user's reminder preferences; every kind is on until turned off. */
export async function getReminderSettings({
  userId,
}: GetReminderSettingsOptions): Promise<ReminderSettingsDto> {
  const db = await prisma();
  const row = await db.reminderSettings.findUnique({ where: { userId } });
  return {
    interviews: row?.interviews ?? true,
    follow_ups: row?.followUps ?? true,
    no_reply: row?.noReply ?? true,
    tasks: row?.tasks ?? true,
  };
}
