import 'server-only';
import { AppError } from '@/server/http/app-error';
import { resolveTimezone } from '@/lib/time/timezone-options';
import { parseWallClock, wallClockToInstant } from '@/lib/time/wall-clock';

export type ResolveInterviewInstantOptions = { interviewDate: string; timezone: string };

/**
 * Wall-clock text in an IANA zone (or a spec zone code) → the UTC instant and canonical zone.
 * Text with an explicit offset or 'Z' is already an instant. A spring-forward gap is a 422.
 */
export function resolveInterviewInstant({
  interviewDate,
  timezone,
}: ResolveInterviewInstantOptions): { instant: Date; zone: string } {
  const zone = resolveTimezone(timezone);
  if (!zone)
    throw new AppError(
      'VALIDATION_ERROR',
      `Timezone '${timezone.slice(0, 64)}' is not a known IANA time zone`,
    );
  const text = interviewDate.trim();
  if (/(Z|[+-]\d{2}:?\d{2})$/.test(text) && /[T ]\d{2}:\d{2}/.test(text)) {
    const instant = new Date(text.replace(' ', 'T'));
    if (Number.isNaN(instant.getTime()))
      throw new AppError(
        'VALIDATION_ERROR',
        `Interview date '${text.slice(0, 40)}' is not a real date and time`,
      );
    return { instant, zone };
  }
  const wall = parseWallClock(text);
  if (!wall)
    throw new AppError(
      'VALIDATION_ERROR',
      `Interview date '${text.slice(0, 40)}' is not a real date and time (expected YYYY-MM-DD HH:mm)`,
    );
  const result = wallClockToInstant(wall, zone);
  if (!result.ok) {
    throw new AppError(
      'VALIDATION_ERROR',
      `Interview date ${text.slice(0, 16)} does not exist in ${zone}: clocks skip that hour for daylight saving time. Choose another time.`,
    );
  }
  return { instant: result.instant, zone };
}
