'use client';

import { X } from 'lucide-react';

/** A failure the List, Board or Table view reports (a move or an open that failed), dismissible. */
export function ViewAlert({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  return (
    <div
      role="alert"
      className="flex items-start justify-between gap-3 rounded-card border border-danger/40 bg-surface p-4 text-sm"
    >
      <p>{message}</p>
      <button
        type="button"
        aria-label="Dismiss message"
        onClick={onDismiss}
        className="cursor-pointer rounded p-0.5 text-muted-foreground hover:text-foreground"
      >
        <X aria-hidden className="size-4" />
      </button>
    </div>
  );
}

/** The applications could not be loaded: say so, with a way to try again. */
export function ApplicationsLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-card border bg-surface p-6 text-sm">
      Could not load your applications.{' '}
      <button type="button" className="font-medium text-primary underline" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
