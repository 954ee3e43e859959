'use client';

import { Button } from '@/components/ui/button';

/** A field the import was unsure of: highlighted, with a hint saying why (shared by the header and entry editors). */
export const reviewFieldClass = 'rounded-md bg-warning/10 p-1.5 ring-2 ring-warning/70';
export const reviewHint = 'Check this: the import was unsure of it.';

/**
 * "Review import": after a resume is read from a file, says how many fields the reader was unsure
 * of (they are highlighted below; editing one clears its mark) and lets the person clear them all.
 */
export function ReviewImportBanner({ count, onDone }: { count: number; onDone: () => void }) {
  if (count === 0) return null;
  return (
    <section
      aria-label="Review import"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-warning/40 bg-warning/10 px-3 py-2"
    >
      <p className="text-sm">
        <span className="font-medium">Review import:</span>{' '}
        {count === 1 ? '1 field' : `${count} fields`} the reader was unsure of{' '}
        {count === 1 ? 'is' : 'are'} highlighted. Check {count === 1 ? 'it' : 'them'} against your
        file.
      </p>
      <Button variant="outline" size="sm" onClick={onDone}>
        Done reviewing
      </Button>
    </section>
  );
}
