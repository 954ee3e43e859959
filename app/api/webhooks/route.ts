// POST / GET /api/webhooks — add a webhook endpoint (secret shown once) or list them
import { apiRoute, json } from '@/server/route/route';
import { userAndAddressLimits } from '@/server/http/user-and-address-limits';
import * as webhooksApi from '@/lib/contracts/webhooks';
import { createWebhookEndpoint } from '@/server/webhooks/create-webhook-endpoint';
import { listWebhookEndpoints } from '@/server/webhooks/list-webhook-endpoints';

export const POST = apiRoute(
  webhooksApi.createWebhook,
  { rateLimit: userAndAddressLimits('webhooks-create', { limit: 20, windowSeconds: 3600 }) },
  async ({ user, body }) =>
    json(await createWebhookEndpoint({ userId: user.id, url: body.url, events: body.events }), 201),
);

export const GET = apiRoute(webhooksApi.listWebhooks, {}, async ({ user }) => ({
  data: await listWebhookEndpoints({ userId: user.id }),
}));
