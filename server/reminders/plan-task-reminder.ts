import 'server-only';

export type PlanTaskReminderOptions = { dueAt: Date | null; done: boolean; now: Date };

/** A task's reminder whose time passed more than this ago is stale and not sent (as follow-ups). */
const STALE_MS = 24 * 3_600_000;

/**
 * When a task's one reminder email should go: at its due time, if it has one and is not done.
 * A due time that passed a moment ago goes at once; one more than a day old (a task added after
 * the fact) gets none, so nobody gets a burst of stale emails (ADR 192).
 */
export function planTaskReminder({ dueAt, done, now }: PlanTaskReminderOptions): Date | null {
  if (!dueAt || done) return null;
  return dueAt.getTime() > now.getTime() - STALE_MS ? dueAt : null;
}
