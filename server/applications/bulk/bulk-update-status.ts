import 'server-only';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { updateApplication } from '@/server/applications/update-application';
import type { ApplicationStatus } from '@/lib/applications/status';
import type { ApplicationDto } from '@/lib/contracts/application-answers';

export type BulkUpdateStatusOptions = {
  userId: string;
  ids: readonly string[];
  status: ApplicationStatus;
  userTimezone: string | null;
};

/**
 * Sets one status on several of the user's applications. Every id is checked first, in one
 * query with the owner in it: if any is not the user's (or does not exist) nothing changes and
 * the answer is a 404 naming none of them. Then each goes through `updateApplication`, the PATCH
 * route's service, so history, reminders, events and webhooks are exactly those of single changes.
 */
export async function bulkUpdateStatus({
  userId,
  ids,
  status,
  userTimezone,
}: BulkUpdateStatusOptions): Promise<ApplicationDto[]> {
  const unique = [...new Set(ids)];
  const db = await prisma();
  const owned = await db.application.count({ where: { userId, id: { in: unique } } });
  if (owned !== unique.length) throw new AppError('NOT_FOUND', 'Application not found');
  const out: ApplicationDto[] = [];
  // One after another: each is its own short transaction, and the pool stays free for others.
  for (const id of unique)
    out.push(await updateApplication({ userId, id, changes: { status }, userTimezone }));
  return out;
}
