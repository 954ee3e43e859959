'use client';

import { AlertTriangle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { IntentLink } from '@/components/ui/intent-link';
import type { DuplicateDto } from '@/lib/contracts/application-answers';
import { useDuplicates } from './queries';

type Watched = { company: string; job_title: string; job_link: string };

function dayMonth(iso: string): string {
  const d = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  const sameYear = d.getUTCFullYear() === new Date().getUTCFullYear();
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: sameYear ? undefined : 'numeric',
    timeZone: 'UTC',
  }).format(d);
}

/** "You applied to this on 5 Oct" (or "saved" for one not applied to yet). */
export function duplicateSentence(d: DuplicateDto): string {
  return d.applied_date && d.status !== 'Not Applied'
    ? `You applied to this on ${dayMonth(d.applied_date)}`
    : `You saved this on ${dayMonth(d.created_at)}`;
}

/**
 * Warns on the add form, before saving, when the company + title or the job link match one of
 * the person's applications: open it, or add anyway (the warning goes away; saving never blocks).
 */
export function DuplicateWarning({ control }: { control: Control<never> }) {
  const [company, jobTitle, jobLink] = useWatch({
    control: control as unknown as Control<Watched>,
    name: ['company', 'job_title', 'job_link'],
  });
  const [query, setQuery] = useState<Watched | null>(null);
  const [dismissed, setDismissed] = useState<string | null>(null);
  useEffect(() => {
    const next = {
      company: company.trim(),
      job_title: jobTitle.trim(),
      job_link: /^https?:\/\/\S+$/i.test(jobLink.trim()) ? jobLink.trim() : '',
    };
    const usable = (next.company && next.job_title) || next.job_link;
    const timer = setTimeout(() => setQuery(usable ? next : null), 400);
    return () => clearTimeout(timer);
  }, [company, jobTitle, jobLink]);
  const { data } = useDuplicates(query);
  const match = data?.[0];
  if (!match || dismissed === match.id) return null;
  return (
    <div
      role="status"
      className="flex flex-col gap-2 rounded-card border border-warning/50 bg-surface p-4 text-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2">
        <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
        <span>
          {duplicateSentence(match)} — {match.job_title} at {match.company}
        </span>
      </p>
      <div className="flex shrink-0 gap-3 pl-6 sm:pl-0">
        <IntentLink
          href={`/applications/${match.id}`}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          Open it
        </IntentLink>
        <button
          type="button"
          onClick={() => setDismissed(match.id)}
          className="cursor-pointer font-medium text-primary underline-offset-4 hover:underline"
        >
          Add anyway
        </button>
      </div>
    </div>
  );
}
