import { cn } from '@/lib/cn';
import { formatSalary, WORK_MODE_LABELS } from '@/lib/applications/tracker-fields';
import type { ApplicationDto } from '@/lib/applications/types';

/** The compact card line: location · work mode · salary (nothing when none is set); one line, ellipsis. */
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
  const parts = [a.location, sameAsLocation ? null : mode, formatSalary(a)].filter(
    (p): p is string => Boolean(p),
  );
  if (parts.length === 0) return null;
  const text = parts.join(' · ');
  return (
    <p
      data-testid="tracker-summary"
      title={text}
      className={cn('truncate text-muted-foreground', className)}
    >
      {text}
    </p>
  );
}
