import 'server-only';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { syncAccount } from '@/server/inbox/sync/sync-account';
import { listProposalsByIds } from '@/server/inbox/proposals/list-proposals';
import type { InboxProposalDto } from '@/lib/inbox/schemas';

/** An on-demand sync: 404 for another user's mailbox, 409 while another sync holds it. */
export async function syncInboxAccountNow(options: {
  userId: string;
  id: string;
}): Promise<{ read: number; kept: number; proposals: InboxProposalDto[] }> {
  const db = await prisma();
  const exists = await db.inboxAccount.findFirst({
    where: { id: options.id, userId: options.userId },
    select: { id: true },
  });
  if (!exists) throw new AppError('NOT_FOUND', 'Mailbox not found');
  const result = await syncAccount(db, {
    accountId: options.id,
    userId: options.userId,
    scheduled: false,
  });
  if (!result)
    throw new AppError('CONFLICT', 'This mailbox is being synced right now; try again in a minute');
  return {
    read: result.read,
    kept: result.kept,
    proposals: await listProposalsByIds(options.userId, result.proposalIds),
  };
}
