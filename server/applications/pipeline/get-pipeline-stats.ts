import 'server-only';
import { prisma } from '@/server/db/client';
import { fromDbStatus } from '@/server/applications/db-status';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@/lib/applications/status';
import type { PipelineStatsDto } from '@/lib/tracking/types';

export type GetPipelineStatsOptions = { userId: string; now?: Date };

const DAY = 86_400_000;

/**
 * Days in stage per application (since its last status change, else since it was added) and the
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
      statusChanges: {
        where: { userId },
        orderBy: [{ changedAt: 'desc' }, { id: 'desc' }],
        take: 1,
        select: { changedAt: true },
      },
    },
  });
  const stages = rows.map((r) => {
    const since = r.statusChanges[0]?.changedAt ?? r.createdAt;
    return {
      id: r.id,
      status: fromDbStatus(r.status),
      since: since.toISOString(),
      days: Math.max(0, Math.floor((now.getTime() - since.getTime()) / DAY)),
    };
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
