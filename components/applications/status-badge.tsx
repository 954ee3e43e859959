import { cn } from '@/lib/cn';
import { statusBadgeClass, statusLabel } from '@/lib/applications/status';

/** Status pill in the spec's colours (Applied blue, Interview orange, Offer green, Rejected dark red, else grey). */
export function StatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <span
      data-testid="status-badge"
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        statusBadgeClass(status),
        className,
      )}
    >
      {statusLabel(status)}
    </span>
  );
}
