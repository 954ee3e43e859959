// When an application entered its current stage (ADR 216): from its status history, not from when
// the record was made (an application imported today that was applied for on 2 October has been in
// Applied since 2 October).
import type { ApplicationStatus } from './status';

export type StageSinceInput = {
  status: ApplicationStatus;
  /**
   * The latest status change recorded, if any: from which status (null: the record's creation),
   * to which and when.
   */
  lastChange: { from: ApplicationStatus | null; status: ApplicationStatus; at: Date } | null;
  /** The applied date (a calendar date, midnight UTC), if set. */
  appliedDate: Date | null;
  createdAt: Date;
};

const DAY = 86_400_000;

/**
 * The moment the application entered its current stage: the last recorded move into it. With no
 * such move (the record was made in this stage — created or imported — so its history starts with
 * it), for Applied the applied date when it is earlier, else when the record was made.
 */
export function stageSince({ status, lastChange, appliedDate, createdAt }: StageSinceInput): Date {
  const moved = lastChange && lastChange.status === status && lastChange.from !== null;
  if (moved) return lastChange.at;
  const made = lastChange && lastChange.status === status ? lastChange.at : createdAt;
  if (status === 'Applied' && appliedDate && appliedDate < made) return appliedDate;
  return made;
}

/** Whole days from `since` to `now` (0 on the same day or a future date). */
export function daysSince(since: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - since.getTime()) / DAY));
}
