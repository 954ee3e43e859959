// What each webhook delivery posts, `{type, timestamp, data}`: checked when an event is emitted and
// shown in the OpenAPI document's `webhooks` section, so what is sent is what is documented
// (ADR 152, ADR 196).
import { z } from 'zod';
import { APPLICATION_STATUSES } from '@/lib/applications/status';
import type { WebhookEvent } from '@/lib/webhooks/schemas';
import { applicationSchema } from './application-answers';

export const webhookEventDataSchemas: Record<WebhookEvent, z.ZodType> = {
  'application.created': z.object({ application: applicationSchema }),
  'application.status_changed': z.object({
    application: applicationSchema,
    previous_status: z.enum(APPLICATION_STATUSES),
  }),
  'application.deleted': z.object({ id: z.string() }),
  'interview.scheduled': z.object({
    application: applicationSchema,
    interview_date: z.string().describe('ISO 8601 with the interview zone’s offset'),
    interview_timezone: z.string().nullable(),
  }),
};

/** The body of one delivery of an event of this type. */
export function webhookPayloadSchema(type: WebhookEvent) {
  return z.object({
    type: z.literal(type),
    timestamp: z.string(),
    data: webhookEventDataSchemas[type],
  });
}
