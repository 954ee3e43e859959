import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A pulsing placeholder block for loading content; size it with classes (e.g. `h-4 w-32`). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden
      className={cn('animate-pulse rounded-md bg-surface-muted', className)}
      {...props}
    />
  );
}
