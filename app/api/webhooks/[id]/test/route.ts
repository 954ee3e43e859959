// POST /api/webhooks/{id}/test — send a test event to the endpoint now
import { apiRoute } from '@/server/route/route';
import { userAndAddressLimits } from '@/server/http/user-and-address-limits';
import * as webhooksApi from '@/lib/contracts/webhooks';
import { sendTestWebhook } from '@/server/webhooks/send-test-webhook';

export const POST = apiRoute(
  webhooksApi.sendTestWebhook,
  { rateLimit: userAndAddressLimits('webhooks-test', { limit: 30, windowSeconds: 600 }) },
  async ({ user, params }) => sendTestWebhook({ userId: user.id, id: params.id ?? '' }),
);
