import 'server-only';
import { prisma } from '@/server/db/client';

/**
 * A short token that changes whenever the user's applications or tasks do (an add, edit or
 * delete from any client: this app in another tab, the browser extension, the API): counts and
 * the latest change time of both. Two indexed aggregates, no rows read: what an open tab asks
 * when it regains focus, to refetch its lists only when something changed elsewhere.
 */
export async function dataVersion(userId: string): Promise<string> {
  const db = await prisma();
  const [applications, tasks] = await Promise.all([
    db.application.aggregate({
      where: { userId },
      _count: { _all: true },
      _max: { updatedAt: true },
    }),
    db.applicationTask.aggregate({
      where: { userId },
      _count: { _all: true },
      _max: { updatedAt: true },
    }),
  ]);
  return [
    applications._count._all,
    applications._max.updatedAt?.getTime() ?? 0,
    tasks._count._all,
    tasks._max.updatedAt?.getTime() ?? 0,
  ]
    .map((n) => n.toString(36))
    .join('.');
}
