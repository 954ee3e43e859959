import 'server-only';

/** The pg-boss queue of webhook deliveries (PostgreSQL). */
export const WEBHOOK_QUEUE = 'webhook-delivery';
/** Attempts per delivery: with a 30 s first delay, doubling, the last is about an hour after the first. */
export const WEBHOOK_MAX_ATTEMPTS = 8;
/** Failed attempts in a row that disable an endpoint (its owner is emailed). */
export const WEBHOOK_DISABLE_AFTER = 20;
/** Attempts kept per endpoint in the delivery log. */
export const WEBHOOK_LOG_SIZE = 50;
/** A SENDING row whose worker went quiet this long is taken again (the POST's own budget is 10 s). */
export const WEBHOOK_CLAIM_LEASE_SECONDS = 60;
