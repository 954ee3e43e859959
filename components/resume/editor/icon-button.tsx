'use client';

import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A small square button with an accessible name and a tooltip, for move/remove actions. */
export function IconButton({
  label,
  children,
  className,
  ...props
}: ComponentProps<'button'> & { label: string; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={cn(
        'inline-flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-surface-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-40 [&_svg]:size-4',
        className,
      )}
      {...props}
    >
      {children}
    </button>
  );
}
