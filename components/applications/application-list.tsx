'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useRouter } from 'next/navigation';
import { useDeferredValue, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Plus, Search } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { MessageDialog } from '@/components/ui/message-dialog';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { STATUS_FILTER_OPTIONS } from '@/lib/applications/status';
import type { ApplicationDto } from '@/lib/contracts/application-answers';
import { ApplicationsViewSwitch } from '@/components/applications/board/view-switch';
import {
  matchesTrackerFilters,
  NO_TRACKER_FILTERS,
  type TrackerFilters,
} from '@/lib/applications/tracker-filters';
import { ApplicationCard } from './application-card';
import { QuickAddFromLink } from './quick-add-from-link';
import { TrackerFilterBar } from './tracker-filters';
import { fetchApplication, useUserTimezone } from './queries';
import { applicationKeys, useApplications } from '@/components/queries/applications';
import { ApplicationsLoadError } from '@/components/applications/view-messages';

function matches(a: ApplicationDto, q: string, status: string): boolean {
  if (status && a.status !== status) return false;
  if (!q) return true;
  const needle = q.toLowerCase();
  return [a.job_title, a.company, a.notes ?? ''].some((v) => v.toLowerCase().includes(needle));
}

/** The Applications screen: search, status filter, cards; opening a card loads it, then shows the details. */
export function ApplicationList() {
  const router = useRouter();
  const client = useQueryClient();
  const { data, isPending, isError, refetch } = useApplications();
  const userZone = useUserTimezone();
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState('');
  const [filters, setFilters] = useState<TrackerFilters>(NO_TRACKER_FILTERS);
  const [opening, setOpening] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const q = useDeferredValue(query.trim());
  const shown = useMemo(
    () => (data ?? []).filter((a) => matches(a, q, status) && matchesTrackerFilters(a, filters)),
    [data, q, status, filters],
  );

  async function open(id: string) {
    setOpening(id);
    try {
      await client.fetchQuery({
        queryKey: applicationKeys.one(id),
        queryFn: () => fetchApplication(id),
        staleTime: 0,
      });
      router.push(`/applications/${id}`);
    } catch {
      setFailed(true);
    } finally {
      setOpening(null);
    }
  }

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">Applications</h1>
        <IntentLink href="/applications/new" className={buttonVariants()}>
          <Plus aria-hidden />
          Add Application
        </IntentLink>
      </div>
      <QuickAddFromLink />
      <ApplicationsViewSwitch />
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            aria-label="Search applications"
            placeholder="Search applications..."
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            className="pl-9"
          />
        </div>
        <div className="sm:w-52">
          <Select
            aria-label="Filter by status"
            value={status}
            onChange={(e) => setStatus(e.target.value)}
          >
            {STATUS_FILTER_OPTIONS.map((o) => (
              <option key={o.label} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <TrackerFilterBar value={filters} onChange={setFilters} applications={data ?? []} />

      {isPending ? (
        <ul
          aria-label="Loading applications"
          aria-busy
          className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3"
        >
          {Array.from({ length: 4 }, (_, i) => (
            <li
              key={i}
              data-testid="application-placeholder"
              className="flex flex-col gap-3 rounded-card border bg-surface p-5"
            >
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-4 w-1/2" />
            </li>
          ))}
        </ul>
      ) : isError ? (
        <ApplicationsLoadError onRetry={() => void refetch()} />
      ) : shown.length === 0 ? (
        <div className="rounded-card border border-dashed bg-surface p-10 text-center text-muted-foreground">
          {data.length === 0 ? (
            <>
              <p className="hidden md:block">You have not added any applications yet.</p>
              <p className="md:hidden">No applications found.</p>
            </>
          ) : (
            <p>No applications found.</p>
          )}
        </div>
      ) : (
        <ul
          aria-label="Your applications"
          className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3"
        >
          {shown.map((a) => (
            <ApplicationCard
              key={a.id}
              application={a}
              onOpen={(id) => void open(id)}
              busy={opening === a.id}
              userZone={userZone}
            />
          ))}
        </ul>
      )}

      <MessageDialog
        open={failed}
        onOpenChange={setFailed}
        title="Error!"
        message="Unable to load application details. Please try again."
      />
    </div>
  );
}
