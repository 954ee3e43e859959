// Webhooks (ADR 152): declared once, used by the routes and the OpenAPI document.
import { z } from 'zod';
import {
  createWebhookSchema,
  webhookAttemptSchema,
  webhookEndpointSchema,
} from '@/lib/webhooks/schemas';
import { defineOperation } from '@/lib/contract/operation';
import { messageSchema } from './common';

const tag = 'Webhooks';

export const createWebhook = defineOperation({
  operationId: 'createWebhook',
  method: 'POST',
  path: '/api/webhooks',
  tag,
  summary: 'Add a webhook endpoint (its signing secret is answered once)',
  description:
    'Events are POSTed as `{type, timestamp, data}` and signed per Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature`). The URL must be a public http(s) address on port 80 or 443; redirects are not followed.',
  scope: 'applications:read',
  body: createWebhookSchema,
  responses: {
    201: {
      description: 'Created',
      schema: z.object({
        data: webhookEndpointSchema,
        secret: z.string().describe('whsec_…, shown only now'),
      }),
    },
  },
});

export const listWebhooks = defineOperation({
  operationId: 'listWebhooks',
  method: 'GET',
  path: '/api/webhooks',
  tag,
  summary: 'List webhook endpoints',
  scope: 'applications:read',
  responses: {
    200: { description: 'Endpoints', schema: z.object({ data: z.array(webhookEndpointSchema) }) },
  },
});

export const deleteWebhook = defineOperation({
  operationId: 'deleteWebhook',
  method: 'DELETE',
  path: '/api/webhooks/{id}',
  tag,
  summary: 'Delete a webhook endpoint',
  scope: 'applications:read',
  responses: { 200: { description: 'Deleted', schema: messageSchema } },
});

export const listWebhookDeliveries = defineOperation({
  operationId: 'listWebhookDeliveries',
  method: 'GET',
  path: '/api/webhooks/{id}/deliveries',
  tag,
  summary: 'The endpoint’s delivery log (last 50 attempts)',
  scope: 'applications:read',
  responses: {
    200: {
      description: 'Attempts, newest first',
      schema: z.object({ data: z.array(webhookAttemptSchema) }),
    },
  },
});

export const sendTestWebhook = defineOperation({
  operationId: 'sendTestWebhook',
  method: 'POST',
  path: '/api/webhooks/{id}/test',
  tag,
  summary: 'Send a test event to the endpoint now',
  scope: 'applications:read',
  responses: {
    200: {
      description: 'How the first attempt went',
      schema: z.object({
        delivery_id: z.string(),
        result: z.enum(['delivered', 'retry', 'failed', 'skipped']),
      }),
    },
  },
});
