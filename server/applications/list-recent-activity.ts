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
  // Raw SQL on this hot path (ADR 101); the partial list of kinds is the dashboard's.
  const events = await db.$queryRaw<
    { id: string; applicationId: string; kind: keyof typeof KINDS; jobTitle: string; company: string; status: string; createdAt: Date }[]
  >`SELECT id, application_id AS "applicationId", kind::text AS kind, job_title AS "jobTitle", company, status::text AS status, created_at AS "createdAt"
    FROM application_events
    WHERE user_id = ${userId} AND kind IN ('CREATED', 'STATUS_CHANGED', 'INTERVIEW_SET')
    ORDER BY created_at DESC, id DESC
    LIMIT 10`;
  return events.map((e) => ({
    id: e.id,
    application_id: e.applicationId,
    job_title: e.jobTitle,
    company_name: e.company,
    status: fromDbStatus(e.status as Parameters<typeof fromDbStatus>[0]),
    kind: KINDS[e.kind],
    time_ago: timeAgo(e.createdAt, now),
    created_at: e.createdAt.toISOString(),
  }));
}
