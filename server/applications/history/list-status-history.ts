import 'server-only';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { fromDbStatus } from '@/server/applications/db-status';
import type { StatusChangeDto } from '@/lib/contracts/application-answers';

export type ListStatusHistoryOptions = { userId: string; applicationId: string };

/**
 * The application's status changes, oldest first, each with what made it (an accepted inbox email
 * and that email while its mailbox is connected); another user's application is a 404.
 */
export async function listStatusHistory({
  userId,
  applicationId,
}: ListStatusHistoryOptions): Promise<StatusChangeDto[]> {
  const db = await prisma();
  const app = await db.application.findFirst({
    where: { id: applicationId, userId },
    select: { id: true },
  });
  if (!app) throw new AppError('NOT_FOUND', 'Application not found');
  const rows = await db.applicationStatusChange.findMany({
    where: { applicationId, userId },
    orderBy: [{ changedAt: 'asc' }, { id: 'asc' }],
    select: {
      status: true,
      fromStatus: true,
      changedAt: true,
      source: true,
      inboxMessage: { select: { subject: true, fromHeader: true, sentAt: true } },
    },
  });
  return rows.map((r) => ({
    status: fromDbStatus(r.status),
    from_status: r.fromStatus ? fromDbStatus(r.fromStatus) : null,
    changed_at: r.changedAt.toISOString(),
    source: r.source === 'email' ? 'email' : null,
    email: r.inboxMessage
      ? {
          subject: r.inboxMessage.subject,
          from: r.inboxMessage.fromHeader,
          date: r.inboxMessage.sentAt.toISOString(),
        }
      : null,
  }));
}
