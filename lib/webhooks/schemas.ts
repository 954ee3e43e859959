// Webhooks: the events and the endpoint schema, shared by the API and its document (ADR 152).
import { z } from 'zod';

export const WEBHOOK_EVENTS = [
  'application.created',
  'application.status_changed',
  'application.deleted',
  'interview.scheduled',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Endpoints one user may have. */
export const MAX_WEBHOOK_ENDPOINTS = 10;

/** `POST /api/webhooks`: where to send which events. */
export const createWebhookSchema = z.object({
  url: z
    .string({ error: 'url must be a string' })
    .trim()
    .min(1, 'url is required')
    .max(2048, 'url is too long')
    .refine((v) => /^https?:\/\//i.test(v), 'url must start with https:// or http://'),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: `event must be one of ${WEBHOOK_EVENTS.join(', ')}` }), {
      error: 'events must be a list',
    })
    .min(1, 'Choose at least one event')
    .transform((events) => [...new Set(events)]),
});

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  consecutive_failures: z.number().int(),
  disabled_at: z.string().nullable(),
  created_at: z.string(),
});
export type WebhookEndpointDto = z.infer<typeof webhookEndpointSchema>;

export const webhookAttemptSchema = z.object({
  delivery_id: z.string().describe('The webhook-id header of the message'),
  event: z.string(),
  attempt: z.number().int(),
  status_code: z.number().int().nullable(),
  duration_ms: z.number().int(),
  error: z.string().nullable(),
  at: z.string(),
});
export type WebhookAttemptDto = z.infer<typeof webhookAttemptSchema>;
