import { cn } from '@/lib/cn';
import { formatSalary, WORK_MODE_LABELS } from '@/lib/applications/tracker-fields';
import type { ApplicationDto } from '@/lib/applications/types';

/**
 * The compact card line: location · work mode · salary (nothing when none is set), on one line.
 * A long location ends in an ellipsis so the work mode and salary stay in sight; the whole line is
 * in the title.
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
      className={cn('flex min-w-0 gap-[0.25em] whitespace-nowrap text-muted-foreground', className)}
    >
      {a.location ? <span className="min-w-0 truncate">{a.location}</span> : null}
      {rest ? (
        <span className="max-w-full shrink-0 truncate">{a.location ? `· ${rest}` : rest}</span>
      ) : null}
    </p>
  );
}
