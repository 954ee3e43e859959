import 'server-only';
import type { ApplicationDto } from '@/lib/applications/types';
import type { ApplicationStatus } from '@/lib/applications/status';
import { emitWebhookEvent } from './emit-webhook-event';

export type EmitApplicationWebhooksOptions = {
  userId: string;
  application: ApplicationDto;
  /** The status before the change, when the change moved it. */
  previousStatus?: ApplicationStatus | null;
  interviewScheduled?: boolean;
};

/** The webhook events of one committed application change (one definition for add, update and set-interview). */
export async function emitApplicationWebhooks({
  userId,
  application,
  previousStatus,
  interviewScheduled,
}: EmitApplicationWebhooksOptions): Promise<void> {
  if (previousStatus) {
    await emitWebhookEvent({
      userId,
      type: 'application.status_changed',
      data: { application, previous_status: previousStatus },
    });
  }
  if (interviewScheduled && application.interview_date) {
    await emitWebhookEvent({
      userId,
      type: 'interview.scheduled',
      data: {
        application,
        interview_date: application.interview_date,
        interview_timezone: application.interview_timezone,
      },
    });
  }
}
