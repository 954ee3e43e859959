// DELETE /api/webhooks/{id} — delete a webhook endpoint
import { apiRoute } from '@/server/route/route';
import * as webhooksApi from '@/lib/contracts/webhooks';
import { deleteWebhookEndpoint } from '@/server/webhooks/delete-webhook-endpoint';

export const DELETE = apiRoute(webhooksApi.deleteWebhook, {}, async ({ user, params }) => {
  await deleteWebhookEndpoint({ userId: user.id, id: params.id ?? '' });
  return { message: 'Webhook deleted' };
});
