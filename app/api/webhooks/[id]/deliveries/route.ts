// GET /api/webhooks/{id}/deliveries — the endpoint's delivery log (last 50 attempts)
import { apiRoute } from '@/server/route/route';
import * as webhooksApi from '@/lib/contracts/webhooks';
import { listWebhookAttempts } from '@/server/webhooks/list-webhook-attempts';

export const GET = apiRoute(webhooksApi.listWebhookDeliveries, {}, async ({ user, params }) => ({
  data: await listWebhookAttempts({ userId: user.id, id: params.id ?? '' }),
}));
