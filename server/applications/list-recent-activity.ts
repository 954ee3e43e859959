import 'server-only';
import { database } from '@/server/db/client';
import type { RecentActivityItem } from '@/lib/contracts/application-answers';
import { timeAgo } from '@/lib/time/time-ago';
import { fromDbStatus } from './db-status';

export type ListRecentActivityOptions = { userId: string; now?: Date };

const KINDS = {
  CREATED: 'created',
  STATUS_CHANGED: 'status_changed',
  INTERVIEW_SET: 'interview_set',
  UPDATED: 'updated',
} as const;

// The dashboard's partial list of kinds.
const RECENT_EVENTS = `
  SELECT id, application_id AS "applicationId", kind::text AS kind, job_title AS "jobTitle", company, status::text AS status, created_at AS "createdAt"
  FROM application_events
  WHERE user_id = $1 AND kind IN ('CREATED', 'STATUS_CHANGED', 'INTERVIEW_SET')
  ORDER BY created_at DESC, id DESC
  LIMIT 10`;

type EventRow = {
  id: string;
  applicationId: string;
  kind: keyof typeof KINDS;
  jobTitle: string;
  company: string;
  status: string;
  createdAt: Date;
};

/** The newest 10 activity events (created, status changed, interview set), as the dashboard lists them. */
export async function listRecentActivity({
  userId,
  now = new Date(),
}: ListRecentActivityOptions): Promise<RecentActivityItem[]> {
  // A prepared statement on the driver on this hot path (ADR 101).
  const events = await (
    await database()
  ).query<EventRow>('recent-application-events', RECENT_EVENTS, [userId]);
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
