import 'server-only';
import { prisma } from '@/server/db/client';
import type { RecentActivityItem } from '@/lib/applications/types';
import { timeAgo } from '@/lib/time/time-ago';
import { fromDbStatus } from './db-status';

export type ListRecentActivityOptions = { userId: string; now?: Date };

const KINDS = { CREATED: 'created', STATUS_CHANGED: 'status_changed', INTERVIEW_SET: 'interview_set', UPDATED: 'updated' } as const;

/** The newest 10 activity events (created, status changed, interview set), as the dashboard lists them. */
export async function listRecentActivity({ userId, now = new Date() }: ListRecentActivityOptions): Promise<RecentActivityItem[]> {
  const db = await prisma();
  const events = await db.applicationEvent.findMany({
    where: { userId, kind: { in: ['CREATED', 'STATUS_CHANGED', 'INTERVIEW_SET'] } },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: 10,
    select: { id: true, applicationId: true, kind: true, jobTitle: true, company: true, status: true, createdAt: true },
  });
  return events.map((e) => ({
    id: e.id,
    application_id: e.applicationId,
    job_title: e.jobTitle,
    company_name: e.company,
    status: fromDbStatus(e.status),
    kind: KINDS[e.kind],
    time_ago: timeAgo(e.createdAt, now),
    created_at: e.createdAt.toISOString(),
  }));
}
