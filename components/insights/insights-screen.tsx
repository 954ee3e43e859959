'use client';

import dynamic from 'next/dynamic';
import { useMemo, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import {
  FUNNEL_LABELS,
  MIN_GROUP_SIZE,
  type Insights,
  type InsightsGroup,
} from '@/lib/insights/insights-schema';
import {
  funnelTable,
  groupTable,
  percent,
  rejectionsTable,
  weeklyTable,
} from '@/lib/insights/insights-csv';
import { PERIOD_PRESETS, periodRange, type PeriodPreset } from '@/lib/insights/insights-period';
import { ChartSection } from './chart-section';
import { ResponseTimes } from './response-times';
import { useInsights } from './use-insights';

// Recharts is the heaviest thing on the page: its chunk loads after the figures are on screen.
const loading = () => <Skeleton className="h-48 w-full" />;
const FunnelChart = dynamic(() => import('./insights-charts').then((m) => m.FunnelChart), {
  ssr: false,
  loading,
});
const WeeklyChart = dynamic(() => import('./insights-charts').then((m) => m.WeeklyChart), {
  ssr: false,
  loading,
});
const RatesChart = dynamic(() => import('./insights-charts').then((m) => m.RatesChart), {
  ssr: false,
  loading,
});
const RejectionsChart = dynamic(() => import('./insights-charts').then((m) => m.RejectionsChart), {
  ssr: false,
  loading,
});

const SERIES = { primary: 'var(--primary)', success: 'var(--success)' };
const smallNote = `Groups with fewer than ${MIN_GROUP_SIZE} sent applications show counts only (in the table): a rate of 1 in 3 would look more precise than it is.`;

const day = (ymd: string) =>
  new Date(`${ymd}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

function ratesSummary(title: string, groups: InsightsGroup[]): string {
  const rated = groups.filter((g) => !g.small_group);
  if (!rated.length)
    return `${title}: no group has ${MIN_GROUP_SIZE} or more sent applications yet.`;
  return `${title}: ${rated.map((g) => `${g.label}, ${percent(g.reply_rate)} replies and ${percent(g.interview_rate)} interviews of ${g.sent} sent`).join('; ')}.`;
}

function GroupSection({
  id,
  title,
  description,
  heading,
  groups,
  fileName,
}: {
  id: string;
  title: string;
  description: string;
  heading: string;
  groups: InsightsGroup[];
  fileName: string;
}) {
  const rated = groups.some((g) => !g.small_group);
  return (
    <ChartSection
      id={id}
      title={title}
      description={description}
      table={groupTable(groups, heading)}
      fileName={fileName}
      legend={
        rated
          ? [
              { label: 'Reply rate', color: SERIES.primary },
              { label: 'Interview rate', color: SERIES.success },
            ]
          : undefined
      }
      summary={ratesSummary(title, groups)}
      note={
        <>
          {!rated ? (
            <p className="mb-1 text-sm text-foreground">
              No group has {MIN_GROUP_SIZE} or more sent applications yet: the counts are in the
              table.
            </p>
          ) : null}
          {groups.some((g) => g.small_group && g.sent > 0) ? <p>{smallNote}</p> : null}
        </>
      }
    >
      {rated ? <RatesChart groups={groups} /> : null}
    </ChartSection>
  );
}

function Sections({ data, fileSuffix }: { data: Insights; fileSuffix: string }) {
  const funnelSummary = data.funnel.map((s) => `${FUNNEL_LABELS[s.stage]} ${s.count}`).join(', ');
  const weeklySent = data.weekly.reduce((n, w) => n + w.sent, 0);
  const weeklyReplies = data.weekly.reduce((n, w) => n + w.replies, 0);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ChartSection
        id="funnel"
        title="Funnel"
        description="How far the applications dated in the period got."
        table={funnelTable(data)}
        fileName={`insights-funnel-${fileSuffix}`}
        summary={`Funnel: ${funnelSummary}.`}
        note={data.funnel
          .slice(1)
          .map(
            (s, i) =>
              `${FUNNEL_LABELS[data.funnel[i]!.stage]} → ${FUNNEL_LABELS[s.stage]}: ${s.conversion === null ? 'too few to rate' : percent(s.conversion)}`,
          )
          .join(' · ')}
      >
        <FunnelChart data={data} />
      </ChartSection>
      <ChartSection
        id="weekly"
        title="Sent and replies per week"
        description="Applications sent and first replies received, Monday to Sunday."
        table={weeklyTable(data)}
        fileName={`insights-weekly-${fileSuffix}`}
        legend={[
          { label: 'Sent', color: SERIES.primary },
          { label: 'Replies', color: SERIES.success },
        ]}
        summary={`Per week over ${data.weekly.length} weeks: ${weeklySent} sent and ${weeklyReplies} first replies.`}
      >
        <WeeklyChart data={data} />
      </ChartSection>
      <GroupSection
        id="by-source"
        title="By source"
        heading="Source"
        description="Where you found the job."
        groups={data.by_source}
        fileName={`insights-by-source-${fileSuffix}`}
      />
      <GroupSection
        id="by-resume"
        title="By resume sent"
        heading="Resume"
        description="The resume version attached (“what I sent”)."
        groups={data.by_resume}
        fileName={`insights-by-resume-${fileSuffix}`}
      />
      <GroupSection
        id="by-score"
        title="By match score at sending"
        heading="Match score"
        description="Keyword match of the sent resume against the job description."
        groups={data.by_score_band}
        fileName={`insights-by-score-${fileSuffix}`}
      />
      <ChartSection
        id="rejections"
        title="Where rejections happen"
        description="The stage each application now rejected was at."
        table={rejectionsTable(data)}
        fileName={`insights-rejections-${fileSuffix}`}
        summary={`Rejections: ${data.rejections.total} in all; ${data.rejections.stages.map((s) => `${s.count} ${s.after === 'unknown' ? 'not recorded' : `after ${s.after}`}`).join(', ')}.`}
        note={
          data.rejections.total > 0 && data.rejections.total < MIN_GROUP_SIZE
            ? `Fewer than ${MIN_GROUP_SIZE} rejections: counts only.`
            : undefined
        }
      >
        <RejectionsChart data={data} />
      </ChartSection>
      <ResponseTimes data={data} />
    </div>
  );
}

/** /insights: the period picker and every chart, figure and table of GET /api/insights. */
export function InsightsScreen() {
  const [preset, setPreset] = useState<PeriodPreset>('90');
  const [custom, setCustom] = useState({ from: '', to: '' });
  const range = useMemo(() => periodRange(preset, new Date(), custom), [preset, custom]);
  const { data, isPending, isError } = useInsights(range);
  const fileSuffix = data ? `${data.period.from ?? 'start'}-to-${data.period.to}` : '';

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Insights</h1>
          <p className="text-sm text-muted-foreground">
            What is working in your search: which channels, resumes and matches get replies, and
            where you lose.
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="insights-period">Period</Label>
            <Select
              id="insights-period"
              value={preset}
              onChange={(e) => setPreset(e.target.value as PeriodPreset)}
              className="w-40"
            >
              {PERIOD_PRESETS.map((p) => (
                <option key={p.value} value={p.value}>
                  {p.label}
                </option>
              ))}
            </Select>
          </div>
          {preset === 'custom' ? (
            <>
              <div className="flex flex-col gap-1.5">
                <Label htmlFor="insights-from">From</Label>
                <Input
                  id="insights-from"
                  type="date"
                  value={custom.from}
                  max={custom.to || undefined}
                  onChange={(e) => setCustom((c) => ({ ...c, from: e.target.value }))}
                  className="w-40"
                />
              </div>
              <div className="flex flex-col gap-1.5">
                <Label htmlFor="insights-to">To</Label>
                <Input
                  id="insights-to"
                  type="date"
                  value={custom.to}
                  min={custom.from || undefined}
                  onChange={(e) => setCustom((c) => ({ ...c, to: e.target.value }))}
                  className="w-40"
                />
              </div>
            </>
          ) : null}
        </div>
      </header>

      {range === null ? (
        <p className="text-sm text-muted-foreground">
          Choose a first and a last day (the first on or before the last).
        </p>
      ) : isError ? (
        <p role="alert" className="text-sm text-danger">
          Insights could not be loaded. Please try again.
        </p>
      ) : isPending || !data ? (
        <div className="grid gap-6 lg:grid-cols-2" aria-busy aria-label="Loading insights">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-72 w-full" />
          ))}
        </div>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" data-testid="insights-period">
            {data.period.from
              ? `${day(data.period.from)} – ${day(data.period.to)}`
              : `All time to ${day(data.period.to)}`}
            : {data.funnel[0]!.count} {data.funnel[0]!.count === 1 ? 'application' : 'applications'}
            , each dated by the day it was sent (or saved, if never sent); days counted in{' '}
            {data.period.timezone}.
          </p>
          <Sections data={data} fileSuffix={fileSuffix} />
        </>
      )}
    </div>
  );
}
