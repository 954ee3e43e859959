import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { controlClass } from './input';

/** A styled multi-line text input. */
export function Textarea({ className, rows = 4, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      rows={rows}
      className={cn(controlClass, 'min-h-20 py-2 leading-relaxed', className)}
      {...props}
    />
  );
}
