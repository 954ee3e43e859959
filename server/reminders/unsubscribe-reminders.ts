import 'server-only';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import type { ReminderGroup } from '@/lib/reminders/schemas';
import { unsubscribeToken } from './unsubscribe-token';

export type UnsubscribeRemindersOptions = { token: string };

const FIELD = {
  interviews: 'interviews',
  follow_ups: 'followUps',
  no_reply: 'noReply',
  tasks: 'tasks',
} as const;

/** One-click unsubscribe (RFC 8058): turns off the kind of reminder the signed token names; no login. */
export async function unsubscribeReminders({
  token,
}: UnsubscribeRemindersOptions): Promise<{ group: ReminderGroup }> {
  const parsed = unsubscribeToken.verify(token);
  if (!parsed) throw new AppError('NOT_FOUND', 'This unsubscribe link is not valid');
  const db = await prisma();
  const user = await db.user.findUnique({ where: { id: parsed.userId }, select: { id: true } });
  if (!user) throw new AppError('NOT_FOUND', 'This unsubscribe link is not valid');
  const field = FIELD[parsed.group];
  await db.reminderSettings.upsert({
    where: { userId: user.id },
    create: { userId: user.id, [field]: false },
    update: { [field]: false },
  });
  return { group: parsed.group };
}
