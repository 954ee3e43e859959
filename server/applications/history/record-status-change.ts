import 'server-only';
import type { ApplicationStatus as DbStatus, Prisma } from '@/generated/prisma/client';

export type RecordStatusChangeOptions = {
  /** The transaction the status itself is written in, so history and status never disagree. */
  tx: Prisma.TransactionClient;
  userId: string;
  applicationId: string;
  /** null when the application is being created. */
  from: DbStatus | null;
  to: DbStatus;
  at?: Date;
  /** The email an accepted inbox proposal came from (ADR 250): the row's source. */
  inboxMessageId?: string;
};

/** Appends one row to the application's status history; a "change" to the same status records nothing. */
export async function recordStatusChange({
  tx,
  userId,
  applicationId,
  from,
  to,
  at,
  inboxMessageId,
}: RecordStatusChangeOptions): Promise<void> {
  if (from === to) return;
  await tx.applicationStatusChange.create({
    data: {
      userId,
      applicationId,
      fromStatus: from,
      status: to,
      ...(at ? { changedAt: at } : {}),
      ...(inboxMessageId ? { source: 'email', inboxMessageId } : {}),
    },
  });
}
