import { AlertCircle, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A message in the page: `danger` ones are announced at once (role=alert), `info` ones politely. */
export function InlineAlert({
  tone = 'danger',
  children,
  className,
}: {
  tone?: 'danger' | 'info';
  children: ReactNode;
  className?: string;
}) {
  const Icon = tone === 'danger' ? AlertCircle : Info;
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'status'}
      className={cn(
        'flex items-start gap-2 rounded-lg border px-3 py-2 text-sm',
        tone === 'danger'
          ? 'border-danger/30 bg-danger/10 text-danger'
          : 'border-primary/20 bg-primary-soft text-foreground',
        className,
      )}
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
