'use client';

import { usePipelineStats } from '@/components/applications/tracking/queries';
import { PIPELINE_ORDER } from '@/lib/applications/status';
import { StatusBadge } from '@/components/applications/status-badge';

/** Dashboard: the reply rate and how long applications have sat in each stage. */
export function PipelineInsights() {
  const { data, isPending } = usePipelineStats();
  const rate = data?.reply_rate == null ? null : Math.round(data.reply_rate * 100);
  return (
    <section
      aria-labelledby="pipeline-insights"
      className="rounded-card border bg-surface p-5 shadow-xs sm:p-6"
    >
      <h2 id="pipeline-insights" className="mb-4 text-lg font-semibold tracking-tight">
        Pipeline
      </h2>
      <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
        <div data-testid="reply-rate">
          <p className="text-sm text-muted-foreground">Reply rate</p>
          <p className="text-3xl font-semibold tabular-nums">
            {isPending ? '...' : rate === null ? '—' : `${rate}%`}
          </p>
          <p className="text-xs text-muted-foreground">
            {data && data.applied
              ? `${data.replied} of ${data.applied} ${data.applied === 1 ? 'application' : 'applications'} heard back`
              : 'No applications sent yet'}
          </p>
        </div>
        <ul aria-label="Average days in stage" className="grid grid-cols-2 gap-2 sm:grid-cols-5">
          {PIPELINE_ORDER.map((s) => {
            const days = data?.average_days_in_stage[s];
            return (
              <li
                key={s}
                className="flex flex-col gap-1 rounded-lg border p-3"
                data-testid={`days-in-stage-${s}`}
              >
                <StatusBadge status={s} className="self-start" />
                <span className="text-lg font-semibold tabular-nums">
                  {days == null ? '—' : `${days} ${days === 1 ? 'day' : 'days'}`}
                </span>
                <span className="text-xs text-muted-foreground">avg. days in stage</span>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
