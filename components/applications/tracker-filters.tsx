'use client';

import { useMemo } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { WORK_MODE_LABELS, WORK_MODES, type WorkMode } from '@/lib/applications/tracker-fields';
import {
  countTrackerFilters,
  NO_TRACKER_FILTERS,
  type TrackerFilters,
} from '@/lib/applications/tracker-filters';
import type { ApplicationDto } from '@/lib/contracts/application-answers';

type Props = {
  value: TrackerFilters;
  onChange: (value: TrackerFilters) => void;
  /** The person's applications: the source choices are the sources they used. */
  applications: readonly ApplicationDto[];
};

/** Work mode, source, priority and salary range filters, folded under a "Filters" disclosure. */
export function TrackerFilterBar({ value, onChange, applications }: Props) {
  const sources = useMemo(() => {
    const seen = new Map<string, string>();
    for (const a of applications) {
      const s = a.source?.trim();
      if (s && !seen.has(s.toLowerCase())) seen.set(s.toLowerCase(), s);
    }
    return [...seen.values()].sort((a, b) => a.localeCompare(b));
  }, [applications]);
  const set = (patch: Partial<TrackerFilters>) => onChange({ ...value, ...patch });
  const count = countTrackerFilters(value);

  return (
    <details className="group rounded-card border bg-surface" open={count > 0 || undefined}>
      <summary className="flex cursor-pointer items-center gap-2 px-4 py-2.5 text-sm font-medium select-none">
        <SlidersHorizontal aria-hidden className="size-4" />
        Filters
        {count ? (
          <span className="rounded-full bg-primary px-2 text-xs text-primary-foreground">
            {count}
            <span className="sr-only"> set</span>
          </span>
        ) : null}
      </summary>
      <div className="grid grid-cols-1 gap-3 border-t p-4 min-[420px]:grid-cols-2 lg:grid-cols-5">
        <Field label="Work mode">
          <Select
            value={value.workMode}
            onChange={(e) => set({ workMode: e.target.value as WorkMode | '' })}
          >
            <option value="">Any</option>
            {WORK_MODES.map((m) => (
              <option key={m} value={m}>
                {WORK_MODE_LABELS[m]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Source">
          <Select value={value.source} onChange={(e) => set({ source: e.target.value })}>
            <option value="">Any</option>
            {sources.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Priority">
          <Select value={value.priority} onChange={(e) => set({ priority: e.target.value })}>
            <option value="">Any</option>
            {[5, 4, 3, 2, 1].map((p) => (
              <option key={p} value={String(p)}>
                {p}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Salary from">
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            value={value.salaryMin}
            onChange={(e) => set({ salaryMin: e.target.value })}
          />
        </Field>
        <Field label="Salary to">
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            value={value.salaryMax}
            onChange={(e) => set({ salaryMax: e.target.value })}
          />
        </Field>
        {count ? (
          <button
            type="button"
            onClick={() => onChange(NO_TRACKER_FILTERS)}
            className="cursor-pointer justify-self-start text-sm font-medium text-primary underline"
          >
            Clear filters
          </button>
        ) : null}
      </div>
    </details>
  );
}
