import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { armSoonDueReminders } from '@/server/reminders/arm-soon-due-reminders';
import { emitWebhookEvents } from '@/server/webhooks/emit-webhook-events';
import type { ApplicationDto } from '@/lib/contracts/application-answers';
import { toApplicationDto } from '../application-dto';
import { fromDbStatus } from '../db-status';
import { applicationWebhookEvents } from './application-webhook-events';
import { changeApplication, type ChangeApplicationOptions } from './change-application';
import { createApplications, type NewApplication } from './create-applications';

/**
 * Who writes: the user (the app, the public API, MCP, the clipper), a CSV from another tracker,
 * or a restore of the user's own "Export my data" file, which records no webhook events (ADR 200).
 */
export type WriteOrigin = 'user' | 'csv-import' | 'account-import';

export type WriteApplicationsOptions = { userId: string } & (
  | {
      create: readonly NewApplication[];
      origin: WriteOrigin;
      /** The user's IANA zone (date reminders go at 09:00 there). */
      userZone: string | null;
      /** The caller's transaction: then the caller runs `afterCommit` once it has committed. */
      tx?: Prisma.TransactionClient;
      now?: Date;
    }
  | { change: Omit<ChangeApplicationOptions, 'userId'> }
  | { remove: { id: string } }
);

export type WrittenApplications = {
  applications: ApplicationDto[];
  /** Arms soon-due reminders and queues the webhook events; already done unless a `tx` was given. */
  afterCommit: () => Promise<void>;
};

/**
 * The one way an application is written (ADR 200): created (one or many), changed or removed,
 * with its activity event, status history, reminders, sent-resume copy and webhook outbox rows.
 */
export async function writeApplications(
  options: WriteApplicationsOptions,
): Promise<WrittenApplications> {
  const { userId } = options;
  if ('create' in options) {
    const { rows, reminders } = await createApplications({
      userId,
      userZone: options.userZone,
      applications: options.create,
      tx: options.tx,
      now: options.now,
    });
    const applications = rows.map(toApplicationDto);
    const afterCommit = async () => {
      await armSoonDueReminders(reminders);
      if (options.origin === 'account-import') return;
      await emitWebhookEvents({
        userId,
        events: applications.flatMap((application) =>
          applicationWebhookEvents({ application, created: true }),
        ),
      });
    };
    if (options.tx) return { applications, afterCommit };
    await afterCommit();
    return { applications, afterCommit: async () => {} };
  }
  if ('change' in options) {
    const changed = await changeApplication({ userId, ...options.change });
    const application = toApplicationDto(changed.row);
    const afterCommit = async () => {
      await armSoonDueReminders(changed.reminders);
      await emitWebhookEvents({
        userId,
        events: applicationWebhookEvents({
          application,
          previousStatus: changed.previousStatus && fromDbStatus(changed.previousStatus),
          interviewScheduled: changed.interviewScheduled,
        }),
      });
    };
    if (options.change.tx) return { applications: [application], afterCommit };
    await afterCommit();
    return { applications: [application], afterCommit: async () => {} };
  }
  const { id } = options.remove;
  const db = await prisma();
  const { count } = await db.application.deleteMany({ where: { id, userId } });
  if (count === 0) throw new AppError('NOT_FOUND', 'Application not found');
  await emitWebhookEvents({ userId, events: [{ type: 'application.deleted', data: { id } }] });
  return { applications: [], afterCommit: async () => {} };
}
