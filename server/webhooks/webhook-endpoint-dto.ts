import 'server-only';
import type { WebhookEndpointDto, WebhookEvent } from '@/lib/webhooks/schemas';

export const webhookEndpointSelect = {
  id: true,
  url: true,
  events: true,
  consecutiveFailures: true,
  disabledAt: true,
  createdAt: true,
} as const;

type Row = {
  id: string;
  url: string;
  events: string[];
  consecutiveFailures: number;
  disabledAt: Date | null;
  createdAt: Date;
};

/** An endpoint as the API answers it (never its secret). */
export function toWebhookEndpointDto(row: Row): WebhookEndpointDto {
  return {
    id: row.id,
    url: row.url,
    events: row.events as WebhookEvent[],
    enabled: row.disabledAt === null,
    consecutive_failures: row.consecutiveFailures,
    disabled_at: row.disabledAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
