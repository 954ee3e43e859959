import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { REMINDER_GROUPS, type ReminderGroup } from '@/lib/reminders/schemas';
import { secretKey } from '@/server/secrets/secret-key';

const sign = (payload: string) =>
  createHmac('sha256', secretKey()).update(`reminders-unsubscribe:${payload}`).digest('base64url');

/**
 * A token naming a user and one kind of reminder, signed with the server key: the unsubscribe
 * link works without a login and without a stored secret. `verify` answers null for anything forged.
 */
export const unsubscribeToken = {
  create({ userId, group }: { userId: string; group: ReminderGroup }): string {
    const payload = Buffer.from(`${userId}:${group}`).toString('base64url');
    return `${payload}.${sign(payload)}`;
  },
  verify(token: string): { userId: string; group: ReminderGroup } | null {
    const [payload, mac, extra] = token.split('.');
    if (!payload || !mac || extra !== undefined) return null;
    const expected = Buffer.from(sign(payload));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    const [userId, group] = Buffer.from(payload, 'base64url').toString('utf8').split(':');
    if (!userId || !REMINDER_GROUPS.includes(group as ReminderGroup)) return null;
    return { userId, group: group as ReminderGroup };
  },
};
