'use client';

import { MIN_GROUP_SIZE, type Insights } from '@/lib/insights/insights-schema';

const STAGE_LABELS = {
  'Not Applied': 'Saved',
  Applied: 'Applied',
  Interview: 'Interview',
  Offer: 'Offer',
} as const;

const daysText = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/** Median days to the first reply and in each stage; with fewer than MIN_GROUP_SIZE measures, the count only. */
export function ResponseTimes({ data }: { data: Insights }) {
  const { first_response: first } = data;
  return (
    <section
      aria-labelledby="response-times"
      data-testid="section-response-times"
      className="flex min-w-0 flex-col gap-4 rounded-card border bg-surface p-5 shadow-xs sm:p-6"
    >
      <div>
        <h2 id="response-times" className="text-lg font-semibold tracking-tight">
          How long things take
        </h2>
        <p className="text-sm text-muted-foreground">Medians, from the status changes recorded.</p>
      </div>
      <div data-testid="first-response">
        <p className="text-sm text-muted-foreground">Median days to first reply</p>
        <p className="text-3xl font-semibold tabular-nums">
          {first.median_days === null ? '—' : daysText(first.median_days)}
        </p>
        <p className="text-xs text-muted-foreground">
          {first.median_days === null
            ? `${first.count} ${first.count === 1 ? 'reply' : 'replies'} timed: a median needs at least ${MIN_GROUP_SIZE}.`
            : `From ${first.count} replies timed, sent day to reply day.`}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {data.stage_durations.map((s) => (
          <div
            key={s.stage}
            className="flex flex-col gap-1 rounded-lg border p-3"
            data-testid={`stage-${s.stage}`}
          >
            <dt className="text-xs text-muted-foreground">Median in {STAGE_LABELS[s.stage]}</dt>
            <dd className="text-lg font-semibold tabular-nums">
              {s.median_days === null ? '—' : daysText(s.median_days)}
            </dd>
            <dd className="text-xs text-muted-foreground">
              {s.count} {s.count === 1 ? 'application' : 'applications'}
              {s.median_days === null && s.count > 0 ? `: a median needs ${MIN_GROUP_SIZE}` : ''}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
