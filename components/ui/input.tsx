import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** Shared look of text-like form controls (input, textarea, select). */
export const controlClass =
  'w-full rounded-lg border bg-surface px-3 text-sm text-foreground shadow-xs placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger aria-invalid:focus-visible:outline-danger';

/** A styled text input; pass `aria-invalid` to show the error state (Field does this for you). */
export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        controlClass,
        'h-10 py-2 file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium',
        className,
      )}
      {...props}
    />
  );
}
