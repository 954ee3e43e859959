import 'server-only';
import { prisma } from '@/server/db/client';
import { fromDbStatus } from '@/server/applications/db-status';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@/lib/applications/status';
import { daysSince, stageSince } from '@/lib/applications/stage-since';
import type { PipelineStatsDto } from '@/lib/contracts/application-answers';

export type GetPipelineStatsOptions = { userId: string; now?: Date };

/**
 * Days in stage per application (from its status history: stageSince) and the
 * reply rate: of the applications that reached Applied or beyond, the share now at Interview,
 * Offer or Rejected (a rejection is a reply too).
 */
export async function getPipelineStats({
  userId,
  now = new Date(),
}: GetPipelineStatsOptions): Promise<PipelineStatsDto> {
  const db = await prisma();
  const rows = await db.application.findMany({
    where: { userId },
    select: {
      id: true,
      status: true,
      createdAt: true,
      appliedDate: true,
      statusChanges: {
        where: { userId },
        orderBy: [{ changedAt: 'desc' }, { id: 'desc' }],
        take: 1,
        select: { changedAt: true, status: true, fromStatus: true },
      },
    },
  });
  const stages = rows.map((r) => {
    const status = fromDbStatus(r.status);
    const last = r.statusChanges[0];
    const since = stageSince({
      status,
      lastChange: last
        ? {
            from: last.fromStatus ? fromDbStatus(last.fromStatus) : null,
            status: fromDbStatus(last.status),
            at: last.changedAt,
          }
        : null,
      appliedDate: r.appliedDate,
      createdAt: r.createdAt,
    });
    return { id: r.id, status, since: since.toISOString(), days: daysSince(since, now) };
  });
  const applied = stages.filter((s) => s.status !== 'Not Applied').length;
  const replied = stages.filter(
    (s) => s.status === 'Interview' || s.status === 'Offer' || s.status === 'Rejected',
  ).length;
  const average = Object.fromEntries(
    APPLICATION_STATUSES.map((status) => {
      const inStage = stages.filter((s) => s.status === status);
      return [
        status,
        inStage.length
          ? Math.round(inStage.reduce((n, s) => n + s.days, 0) / inStage.length)
          : null,
      ];
    }),
  ) as Record<ApplicationStatus, number | null>;
  return {
    applied,
    replied,
    reply_rate: applied ? replied / applied : null,
    average_days_in_stage: average,
    stages,
  };
}
