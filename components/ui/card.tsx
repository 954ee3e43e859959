import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A bordered surface panel. */
export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('rounded-card border bg-surface text-foreground shadow-xs', className)}
      {...props}
    />
  );
}

/** Top area of a Card (title + description). */
export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('flex flex-col gap-1 p-5 pb-0 sm:p-6 sm:pb-0', className)} {...props} />
  );
}

/** Card heading; renders an h2 by default — pass `as` to pick another level. */
export function CardTitle({
  className,
  as: Tag = 'h2',
  ...props
}: ComponentProps<'h2'> & { as?: 'h1' | 'h2' | 'h3' | 'h4' }) {
  return <Tag className={cn('text-lg font-semibold tracking-tight', className)} {...props} />;
}

/** Secondary text under a CardTitle. */
export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

/** Main body of a Card. */
export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('p-5 sm:p-6', className)} {...props} />;
}

/** Bottom row of a Card (actions). */
export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('flex items-center gap-3 p-5 pt-0 sm:p-6 sm:pt-0', className)} {...props} />
  );
}
