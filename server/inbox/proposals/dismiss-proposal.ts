import 'server-only';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';

/** Dismisses an open proposal; the row stays (dismissed), so its email is never proposed again. */
export async function dismissProposal(options: { userId: string; id: string }): Promise<void> {
  const db = await prisma();
  const { count } = await db.inboxProposal.updateMany({
    where: { id: options.id, userId: options.userId, state: 'open' },
    data: { state: 'dismissed', decidedAt: new Date() },
  });
  if (count) return;
  const exists = await db.inboxProposal.findFirst({
    where: { id: options.id, userId: options.userId },
    select: { state: true },
  });
  if (!exists) throw new AppError('NOT_FOUND', 'Proposal not found');
  throw new AppError('CONFLICT', `This proposal was already ${exists.state}`);
}
