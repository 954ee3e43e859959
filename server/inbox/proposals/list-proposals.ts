import 'server-only';
import { prisma } from '@/server/db/client';
import type { InboxProposalDto } from '@/lib/inbox/schemas';
import { proposalSelect, toProposalDto } from './proposal-dto';

/** The user's open proposals, newest email first. */
export async function listOpenProposals(userId: string): Promise<InboxProposalDto[]> {
  const db = await prisma();
  const rows = await db.inboxProposal.findMany({
    where: { userId, state: 'open' },
    select: proposalSelect,
    orderBy: [{ message: { sentAt: 'desc' } }, { id: 'asc' }],
    take: 500,
  });
  return rows.map(toProposalDto);
}

/** The given proposals (made just now by a sync or an upload), in email order. */
export async function listProposalsByIds(
  userId: string,
  ids: string[],
): Promise<InboxProposalDto[]> {
  if (!ids.length) return [];
  const db = await prisma();
  const rows = await db.inboxProposal.findMany({
    where: { userId, id: { in: ids } },
    select: proposalSelect,
    orderBy: [{ message: { sentAt: 'asc' } }, { id: 'asc' }],
  });
  return rows.map(toProposalDto);
}
