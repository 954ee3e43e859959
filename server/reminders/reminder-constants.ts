import 'server-only';

/** The pg-boss queue whose jobs say "reminder X is due at T". */
export const REMINDER_QUEUE = 'reminder-send';
/** Sends tried before a reminder is marked FAILED (the first try plus five retries). */
export const MAX_ATTEMPTS = 6;
/** A claim older than this belongs to a worker that died mid-send; another may take it over. */
export const CLAIM_LEASE_SECONDS = 120;
