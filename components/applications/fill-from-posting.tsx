'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { Link2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { callOperation } from '@/lib/api/call-operation';
import { ApiError } from '@/lib/api/client';
import * as aiApi from '@/lib/contracts/ai';
import { WORK_MODE_LABELS } from '@/lib/applications/tracker-fields';
import type { ReadPosting } from '@/lib/jobs/read-posting-schema';

type Props = {
  /** Puts what was read into the form (only the fields the posting stated). */
  onFill: (posting: ReadPosting) => void;
};

const LINK = /^(?:https?:\/\/)?[\w-]+(?:\.[\w-]+)+(?:[/?#]\S*)?$/i;

function filledSummary(p: ReadPosting): string {
  const parts = [
    p.job_title && 'title',
    p.company && 'company',
    p.location && 'location',
    p.work_mode && `work mode (${WORK_MODE_LABELS[p.work_mode]})`,
    (p.salary_min ?? p.salary_max) !== null && 'salary',
    'description',
  ].filter(Boolean);
  const missing = [!p.job_title && 'title', !p.company && 'company'].filter(Boolean);
  const add = missing.length ? ` Add the ${missing.join(' and ')} yourself.` : '';
  return `Filled ${parts.join(', ')}.${add} Check the fields before saving.`;
}

/** The Add form's "Fill from posting": a job link or the posting's text, read by POST /api/jobs/read-posting. */
export function FillFromPosting({ onFill }: Props) {
  const headingId = useId();
  // A link handed over by the list's or the dashboard's quick add (?posting=): read at once.
  const handed = (useSearchParams()?.get('posting') ?? '').trim();
  const [input, setInput] = useState(handed);
  const started = useRef(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function fill(value = input.trim()) {
    if (!value) {
      setError('Paste a job link or the posting’s text first.');
      return;
    }
    setPending(true);
    setError(null);
    setDone(null);
    try {
      const isLink = LINK.test(value);
      const { data } = await callOperation(aiApi.readPosting, {
        body: isLink ? { url: value } : { text: value },
      });
      onFill(data);
      setDone(filledSummary(data));
    } catch (e) {
      setError(
        e instanceof ApiError && e.status < 500
          ? e.message
          : 'We couldn’t read that posting just now. Try again, or fill in the fields yourself.',
      );
    } finally {
      setPending(false);
    }
  }

  useEffect(() => {
    if (!handed || started.current) return;
    started.current = true;
    void fill(handed);
    // Once, for the link the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [handed]);

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-card border bg-surface-muted/40 p-4"
    >
      <div>
        <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold">
          <Link2 aria-hidden className="size-4" /> Fill from posting
        </h2>
        <p className="text-sm text-muted-foreground">
          Paste the job’s link, or copy the whole posting from the page and paste it here. We fill
          in the title, company, location, work mode, salary and description.
        </p>
      </div>
      <Field label="Posting link or text" error={error ?? undefined}>
        <Textarea
          rows={2}
          value={input}
          onChange={(e) => setInput(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && LINK.test(input.trim())) {
              e.preventDefault();
              void fill();
            }
          }}
          placeholder="https://… or the posting’s text"
          className="min-h-16"
        />
      </Field>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={() => void fill()} loading={pending}>
          {pending ? 'Reading…' : 'Fill from posting'}
        </Button>
        <p role="status" className="text-sm text-muted-foreground">
          {done}
        </p>
      </div>
    </section>
  );
}
