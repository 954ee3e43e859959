import 'server-only';
import { AppError } from '@/server/http/app-error';
import { resolveTimezone } from '@/lib/time/timezone-options';
import { parseWallClock, wallClockToInstant } from '@/lib/time/wall-clock';

export type ResolveTaskDueOptions = {
  /** 'YYYY-MM-DD HH:mm[:ss]' wall-clock time, or an ISO 8601 instant with 'Z' or an offset. */
  dueAt: string;
  /** The zone the wall-clock time is in (IANA or a spec zone code); else `userZone`. */
  timezone: string | null;
  userZone: string | null;
};

/**
 * A task's due text → the UTC instant, DST-correct as interviews are (resolveInterviewInstant):
 * text with an offset or 'Z' is already an instant; wall-clock text is read in the given zone, else
 * the user's. A time a spring-forward gap skips is a 422, as is text that is no date and time.
 */
export function resolveTaskDue({ dueAt, timezone, userZone }: ResolveTaskDueOptions): Date {
  const text = dueAt.trim();
  if (/(Z|[+-]\d{2}:?\d{2})$/i.test(text) && /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(text)) {
    const instant = new Date(text.replace(' ', 'T'));
    if (Number.isNaN(instant.getTime()))
      throw new AppError('VALIDATION_ERROR', `due_at '${text}' is not a real date and time`);
    return instant;
  }
  const wall = parseWallClock(text);
  if (!wall)
    throw new AppError(
      'VALIDATION_ERROR',
      `due_at '${text}' is not a real date and time (expected YYYY-MM-DD HH:mm or ISO 8601)`,
    );
  const given = timezone ?? userZone;
  if (!given)
    throw new AppError(
      'VALIDATION_ERROR',
      'timezone is required for a wall-clock due_at when the profile has no time zone',
    );
  const zone = resolveTimezone(given);
  if (!zone)
    throw new AppError(
      'VALIDATION_ERROR',
      `timezone '${given.slice(0, 64)}' is not a known IANA time zone`,
    );
  const result = wallClockToInstant(wall, zone);
  if (!result.ok)
    throw new AppError(
      'VALIDATION_ERROR',
      `due_at ${text.slice(0, 16)} does not exist in ${zone}: clocks skip that hour for daylight saving time. Choose another time.`,
    );
  return result.instant;
}
