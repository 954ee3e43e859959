import 'server-only';
import { prisma } from '@/server/db/client';
import type { ApplicationStats } from '@/lib/applications/types';

export type GetApplicationStatsOptions = { userId: string };

/** Counts by status from one grouped query (no rows loaded). */
export async function getApplicationStats({ userId }: GetApplicationStatsOptions): Promise<ApplicationStats> {
  const db = await prisma();
  const groups = await db.application.groupBy({ by: ['status'], where: { userId }, _count: { _all: true } });
  const stats: ApplicationStats = { applied: 0, interview: 0, offer: 0, rejected: 0, not_applied: 0, total: 0 };
  for (const g of groups) {
    const n = g._count._all;
    stats.total += n;
    if (g.status === 'Applied') stats.applied = n;
    else if (g.status === 'Interview') stats.interview = n;
    else if (g.status === 'Offer') stats.offer = n;
    else if (g.status === 'Rejected') stats.rejected = n;
    else stats.not_applied = n;
  }
  return stats;
}
