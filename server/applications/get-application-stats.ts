import 'server-only';
import { database } from '@/server/db/client';
import type { ApplicationStats } from '@/lib/contracts/application-answers';

export type GetApplicationStatsOptions = { userId: string };

const COUNT_BY_STATUS =
  'SELECT status::text AS status, count(*)::int AS n FROM applications WHERE user_id = $1 GROUP BY status';

/** Counts by status from one grouped query (no rows loaded; a prepared statement on the driver, ADR 101). */
export async function getApplicationStats({
  userId,
}: GetApplicationStatsOptions): Promise<ApplicationStats> {
  const groups = await (
    await database()
  ).query<{ status: string; n: number }>('count-applications-by-status', COUNT_BY_STATUS, [userId]);
  const stats: ApplicationStats = {
    applied: 0,
    interview: 0,
    offer: 0,
    rejected: 0,
    not_applied: 0,
    total: 0,
  };
  for (const g of groups) {
    const n = Number(g.n);
    stats.total += n;
    if (g.status === 'Applied') stats.applied = n;
    else if (g.status === 'Interview') stats.interview = n;
    else if (g.status === 'Offer') stats.offer = n;
    else if (g.status === 'Rejected') stats.rejected = n;
    else stats.not_applied = n;
  }
  return stats;
}
