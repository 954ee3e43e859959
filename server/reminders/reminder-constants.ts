import 'server-only';

/** The pg-boss queue whose jobs say "reminder X is due at T". */
export const REMINDER_QUEUE = 'reminder-send';
/** Sends tried before a reminder is marked FAILED (the first try plus five retries). */
export const MAX_ATTEMPTS = 6;
/** A claim older than this belongs to a worker that died mid-send; another may take it over. */
export const CLAIM_LEASE_SECONDS = 120;
/**
 * PostgreSQL: the sweep writes a pg-boss job (starting at the due time) for each pending
 * reminder due within this window, so a job exists well before its time while moved and far-off
 * reminders stay out of the queue (ADR 103).
 */
export const ARM_HORIZON_SECONDS = 15 * 60;
