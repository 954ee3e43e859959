import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A form label; pass `htmlFor` matching the control's id. */
export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cn('text-sm font-medium text-foreground', className)} {...props} />;
}
