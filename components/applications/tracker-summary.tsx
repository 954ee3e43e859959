import { cn } from '@/lib/cn';
import { formatSalary, WORK_MODE_LABELS } from '@/lib/applications/tracker-fields';
import type { ApplicationDto } from '@/lib/contracts/application-answers';

/**
 * The compact card line: location · work mode · salary (nothing when none is set). Words are never
 * cut: a location too long for the card wraps at its spaces, and the work mode and salary go to the
 * next line when they do not fit beside it; the whole line is in the title.
 */
export function TrackerSummary({
  application: a,
  className,
}: {
  application: ApplicationDto;
  className?: string;
}) {
  const mode = a.work_mode ? WORK_MODE_LABELS[a.work_mode] : null;
  // 'Remote · Remote' says it twice: a location that is the work mode stands for both.
  const sameAsLocation = mode && a.location?.trim().toLowerCase() === mode.toLowerCase();
  const rest = [sameAsLocation ? null : mode, formatSalary(a)].filter(Boolean).join(' · ');
  if (!a.location && !rest) return null;
  const text = [a.location, rest].filter(Boolean).join(' · ');
  return (
    <p
      data-testid="tracker-summary"
      title={text}
      className={cn('flex min-w-0 flex-wrap gap-x-[0.25em] text-muted-foreground', className)}
    >
      {a.location ? <span className="min-w-0 break-words">{a.location}</span> : null}
      {rest ? (
        <span className="max-w-full whitespace-nowrap">{a.location ? `· ${rest}` : rest}</span>
      ) : null}
    </p>
  );
}
