import 'server-only';
import {
  MAX_WEBHOOK_ENDPOINTS,
  type WebhookEndpointDto,
  type WebhookEvent,
} from '@/lib/webhooks/schemas';
import { prisma } from '@/server/db/client';
import { env } from '@/server/env';
import { AppError } from '@/server/http/app-error';
import { FetchRefused } from '@/server/jd-import/fetch-refused';
import { pinPublicAddress } from '@/server/jd-import/pin-public-address';
import { toWebhookEndpointDto, webhookEndpointSelect } from './webhook-endpoint-dto';
import { newWebhookSecret } from './webhook-signature';

export type CreateWebhookEndpointOptions = { userId: string; url: string; events: WebhookEvent[] };

/**
 * Adds an endpoint after checking its URL under the URL-import SSRF rules (checked again at every
 * delivery: DNS may change). Answers its signing secret once.
 */
export async function createWebhookEndpoint(
  options: CreateWebhookEndpointOptions,
): Promise<{ data: WebhookEndpointDto; secret: string }> {
  const { WEBHOOK_ALLOW_LOOPBACK: allowLoopback, WEBHOOK_TIMEOUT_MS: timeoutMs } = env();
  try {
    await pinPublicAddress({
      url: new URL(options.url),
      allowLoopback,
      deadline: Date.now() + timeoutMs,
      timeoutMs,
    });
  } catch (error) {
    if (error instanceof FetchRefused || error instanceof TypeError) {
      throw new AppError(
        'VALIDATION_ERROR',
        `url: webhooks are sent only to public http(s) addresses on ports 80 and 443 (${error.message})`,
      );
    }
    throw error;
  }
  const db = await prisma();
  const count = await db.webhookEndpoint.count({ where: { userId: options.userId } });
  if (count >= MAX_WEBHOOK_ENDPOINTS)
    throw new AppError(
      'CONFLICT',
      `You already have ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints. Delete one first.`,
    );
  const secret = newWebhookSecret();
  const row = await db.webhookEndpoint.create({
    data: { userId: options.userId, url: options.url, events: options.events, secret },
    select: webhookEndpointSelect,
  });
  return { data: toWebhookEndpointDto(row), secret };
}
