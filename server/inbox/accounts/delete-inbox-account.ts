import 'server-only';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';

/**
 * Disconnects a mailbox: the account, its folder states, every message read from it and their
 * proposals go (cascades); status history rows it made keep `source = email` without the link.
 */
export async function deleteInboxAccount(options: { userId: string; id: string }): Promise<void> {
  const db = await prisma();
  const { count } = await db.inboxAccount.deleteMany({
    where: { id: options.id, userId: options.userId },
  });
  if (count === 0) throw new AppError('NOT_FOUND', 'Mailbox not found');
}
