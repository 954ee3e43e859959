import 'server-only';
import type { ApplicationDto } from '@/lib/contracts/application-answers';
import type { ApplicationStatus } from '@/lib/applications/status';
import type { WebhookEvent } from '@/lib/webhooks/schemas';

export type ApplicationWebhookEventsOptions = {
  application: ApplicationDto;
  created?: boolean;
  /** The status before the change, when the change moved it. */
  previousStatus?: ApplicationStatus | null;
  interviewScheduled?: boolean;
};

/** The webhook events of one committed application write (one definition for every path, ADR 200). */
export function applicationWebhookEvents({
  application,
  created,
  previousStatus,
  interviewScheduled,
}: ApplicationWebhookEventsOptions): { type: WebhookEvent; data: unknown }[] {
  const events: { type: WebhookEvent; data: unknown }[] = [];
  if (created) events.push({ type: 'application.created', data: { application } });
  if (previousStatus)
    events.push({
      type: 'application.status_changed',
      data: { application, previous_status: previousStatus },
    });
  if (interviewScheduled && application.interview_date)
    events.push({
      type: 'interview.scheduled',
      data: {
        application,
        interview_date: application.interview_date,
        interview_timezone: application.interview_timezone,
      },
    });
  return events;
}
