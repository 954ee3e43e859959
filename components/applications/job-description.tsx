'use client';

import { ChevronDown } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { cn } from '@/lib/cn';
import { reflowDescription } from '@/lib/text/reflow-description';

/** Longer than this (characters), the description opens collapsed to its first lines. */
const COLLAPSE_OVER = 600;

/**
 * The details page's job description: the source's hard line breaks joined into paragraphs, its
 * lists and headings kept (reflowDescription); a long one shows its first lines and a
 * "Show full description" toggle, so Tasks and Tailor stay near on a phone.
 */
export function JobDescription({ text }: { text: string }) {
  const id = useId();
  const blocks = useMemo(() => reflowDescription(text), [text]);
  const long = text.length > COLLAPSE_OVER;
  const [open, setOpen] = useState(false);
  const collapsed = long && !open;
  return (
    <div className="whitespace-normal">
      <div
        id={id}
        data-testid="job-description"
        className={cn(
          'flex flex-col gap-2 leading-relaxed',
          collapsed &&
            'relative max-h-40 overflow-hidden after:absolute after:inset-x-0 after:bottom-0 after:h-12 after:bg-gradient-to-t after:from-surface after:content-[""]',
        )}
      >
        {blocks.map((b, i) =>
          b.kind === 'heading' ? (
            <p key={i} className="mt-1 font-semibold">
              {b.text}
            </p>
          ) : b.kind === 'paragraph' ? (
            <p key={i}>{b.text}</p>
          ) : b.ordered ? (
            <ol key={i} className="ml-5 list-decimal space-y-1">
              {b.items.map((item, k) => (
                <li key={k}>{item}</li>
              ))}
            </ol>
          ) : (
            <ul key={i} className="ml-5 list-disc space-y-1">
              {b.items.map((item, k) => (
                <li key={k}>{item}</li>
              ))}
            </ul>
          ),
        )}
      </div>
      {long ? (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((o) => !o)}
          className="mt-2 inline-flex items-center gap-1 rounded-sm font-medium text-primary underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          {open ? 'Show less' : 'Show full description'}
          <ChevronDown
            aria-hidden
            className={cn('size-4 transition-transform', open && 'rotate-180')}
          />
        </button>
      ) : null}
    </div>
  );
}
