// Plain-text pieces the contacts screens share.
import type { InteractionKind } from '@/lib/contacts/contact-book-schemas';

export const interactionLabels: Record<InteractionKind, string> = {
  email: 'Email',
  call: 'Call',
  meeting: 'Meeting',
  message: 'Message',
};

/** '2026-11-10' → 'Nov 10, 2026' (a calendar day: no time zone shift). */
export function formatDay(ymd: string): string {
  return new Date(`${ymd}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}

/** Today in the browser's zone, YYYY-MM-DD. */
export function todayYmd(): string {
  return new Date().toLocaleDateString('sv-SE');
}
