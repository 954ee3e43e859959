'use client';

import { X } from 'lucide-react';
import { Dialog as D } from 'radix-ui';
import { useRef, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** Root of a modal dialog (Radix): traps focus while open and returns it to the trigger on close. */
export const Dialog = D.Root;
/** The element that opens the dialog; use `asChild` to wrap your own Button. */
export const DialogTrigger = D.Trigger;
/** Closes the dialog; use `asChild` to wrap your own Button. */
export const DialogClose = D.Close;

/**
 * The dialog panel with overlay and a close (X) button; put a DialogTitle inside (required for screen readers).
 * On close, focus returns to whatever had it when the dialog opened, also for controlled dialogs without a Trigger.
 */
export function DialogContent({
  className,
  children,
  hideClose = false,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof D.Content> & { hideClose?: boolean }) {
  const returnTo = useRef<HTMLElement | null>(null);
  return (
    <D.Portal>
      <D.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[1px] data-[state=open]:animate-[fade-in_150ms_ease-out]" />
      <D.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-card border bg-surface p-6 text-foreground shadow-xl focus:outline-none data-[state=open]:animate-[dialog-in_150ms_ease-out]',
          className,
        )}
        {...props}
        onOpenAutoFocus={(event) => {
          // Radix has not moved focus yet: this is the element to give it back to.
          returnTo.current =
            document.activeElement instanceof HTMLElement ? document.activeElement : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          const target = returnTo.current;
          if (event.defaultPrevented || !target?.isConnected || target === document.body) return;
          event.preventDefault();
          target.focus();
        }}
      >
        {children}
        {hideClose ? null : (
          <D.Close className="absolute top-3 right-3 grid size-8 cursor-pointer place-items-center rounded-md text-muted-foreground hover:bg-surface-muted hover:text-foreground">
            <X aria-hidden className="size-4" />
            <span className="sr-only">Close</span>
          </D.Close>
        )}
      </D.Content>
    </D.Portal>
  );
}

/** Title + description block at the top of a DialogContent. */
export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-8', className)} {...props} />;
}

/** The dialog's accessible name. */
export function DialogTitle({ className, ...props }: ComponentProps<typeof D.Title>) {
  return <D.Title className={cn('text-lg font-semibold tracking-tight', className)} {...props} />;
}

/** The dialog's accessible description. */
export function DialogDescription({ className, ...props }: ComponentProps<typeof D.Description>) {
  return <D.Description className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

/** Action row at the bottom of a dialog (stacked on phones, right-aligned from 640 px). */
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}
