import 'server-only';
import { createHmac, randomBytes } from 'node:crypto';

/** A new endpoint secret in the Standard Webhooks form: `whsec_` + base64 of 32 random bytes. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/**
 * The `webhook-signature` header value per the Standard Webhooks spec: `v1,` + base64
 * HMAC-SHA256, keyed with the secret's bytes, over `${id}.${timestamp}.${body}`.
 */
export function signWebhook(options: {
  secret: string;
  id: string;
  timestamp: number;
  body: string;
}): string {
  const key = Buffer.from(options.secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${options.id}.${options.timestamp}.${options.body}`).digest('base64')}`;
}
