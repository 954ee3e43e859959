import 'server-only';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import type { InboxProposalDto } from '@/lib/inbox/schemas';
import { applyProposal, type Corrections } from './apply-proposal';
import { proposalSelect, toProposalDto } from './proposal-dto';

export type AcceptedProposal = { data: InboxProposalDto; application_id: string };

/**
 * Accepts one open proposal: claims it (open → accepted, so two clicks apply it once), applies it
 * through the lifecycle, and records the application it changed or added. A failure reopens it.
 */
export async function acceptProposal(options: {
  userId: string;
  id: string;
  fix?: Corrections;
}): Promise<AcceptedProposal> {
  const { userId, id } = options;
  const db = await prisma();
  const row = await db.inboxProposal.findFirst({ where: { id, userId }, select: proposalSelect });
  if (!row) throw new AppError('NOT_FOUND', 'Proposal not found');
  const claimed = await db.inboxProposal.updateMany({
    where: { id, userId, state: 'open' },
    data: { state: 'accepted', decidedAt: new Date() },
  });
  if (!claimed.count) throw new AppError('CONFLICT', `This proposal was already ${row.state}`);
  let applicationId: string;
  try {
    applicationId = await applyProposal(db, userId, row, options.fix ?? {});
  } catch (error) {
    await db.inboxProposal.updateMany({
      where: { id, userId },
      data: { state: 'open', decidedAt: null },
    });
    throw error;
  }
  const updated = await db.inboxProposal.update({
    where: { id },
    data: { applicationId },
    select: proposalSelect,
  });
  return { data: toProposalDto(updated), application_id: applicationId };
}

/** Accepts several in order; stops at the first that fails (those before it stay accepted). */
export async function acceptProposals(options: {
  userId: string;
  ids: string[];
}): Promise<AcceptedProposal[]> {
  const out: AcceptedProposal[] = [];
  for (const id of [...new Set(options.ids)])
    out.push(await acceptProposal({ userId: options.userId, id }));
  return out;
}
