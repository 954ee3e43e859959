'use client';

import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { Plus } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useApplications } from '@/components/queries/applications';
import { buttonVariants } from '@/components/ui/button';
import { IntentLink } from '@/components/ui/intent-link';
import { Skeleton } from '@/components/ui/skeleton';
import {
  matchesTrackerFilters,
  NO_TRACKER_FILTERS,
  type TrackerFilters,
} from '@/lib/applications/tracker-filters';
import { TrackerFilterBar } from '@/components/applications/tracker-filters';
import { PIPELINE_ORDER, type ApplicationStatus } from '@/lib/applications/status';
import type { ApplicationDto } from '@/lib/contracts/application-answers';
import { usePipelineStats } from '@/components/applications/tracking/queries';
import { useOpenAndMoveApplication } from '@/components/applications/use-open-and-move-application';
import { BoardCard, BoardCardBody } from './board-card';
import { BoardColumn } from './board-column';
import { columnCoordinates } from './column-coordinates';
import { ApplicationsViewSwitch } from './view-switch';
import { ApplicationsLoadError, ViewAlert } from '@/components/applications/view-messages';

const collision: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length ? hits : rectIntersection(args);
};

const title = (data: unknown) =>
  String((data as { title?: string } | undefined)?.title ?? 'The application');

const instructions = {
  draggable:
    'To move this application to another status, press Space to pick it up, use the left and right arrow keys to choose a column, then Space to drop it or Escape to cancel. Press Enter to open it.',
};

/**
 * What screen readers hear. Right after pick-up the card is over its own column; that is not
 * announced (it would cut "Picked up" short) until the card has been somewhere else.
 */
function useAnnouncements(): Announcements {
  const away = useRef(false);
  return useMemo(
    () => ({
      onDragStart: ({ active }) => {
        away.current = false;
        return `Picked up ${title(active.data.current)}, in ${String(active.data.current?.status)}. Use the left and right arrow keys to choose a column, Space to drop, Escape to cancel.`;
      },
      onDragOver: ({ active, over }) => {
        const home = over?.id === active.data.current?.status;
        if (home && !away.current) return undefined;
        away.current = true;
        return over
          ? `${title(active.data.current)} is over the ${String(over.id)} column.`
          : `${title(active.data.current)} is not over a column.`;
      },
      onDragEnd: ({ active, over }) =>
        over
          ? `${title(active.data.current)} was dropped in ${String(over.id)}.`
          : `${title(active.data.current)} was dropped where it was.`,
      onDragCancel: ({ active }) =>
        `Moving ${title(active.data.current)} was cancelled. It stays in ${String(active.data.current?.status)}.`,
    }),
    [],
  );
}

/** The pipeline board: one column per status; cards move with the mouse, touch or keyboard, saved optimistically. */
export function ApplicationBoard() {
  const { data, isPending, isError, refetch } = useApplications();
  const { data: pipeline } = usePipelineStats();
  const { message, dismissMessage, open, moveTo } = useOpenAndMoveApplication({ verb: 'move' });
  const announcements = useAnnouncements();
  const [active, setActive] = useState<ApplicationDto | null>(null);
  const [filters, setFilters] = useState<TrackerFilters>(NO_TRACKER_FILTERS);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: columnCoordinates,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );
  const days = useMemo(
    () => new Map(pipeline?.stages.map((s) => [s.id, s.days]) ?? []),
    [pipeline],
  );
  const columns = useMemo(() => {
    const by = new Map<ApplicationStatus, ApplicationDto[]>(PIPELINE_ORDER.map((s) => [s, []]));
    for (const a of data ?? []) if (matchesTrackerFilters(a, filters)) by.get(a.status)?.push(a);
    return by;
  }, [data, filters]);

  function onDragStart({ active: a }: DragStartEvent) {
    setActive(data?.find((x) => x.id === a.id) ?? null);
  }

  function onDragEnd({ active: a, over }: DragEndEvent) {
    setActive(null);
    const application = data?.find((x) => x.id === a.id);
    if (application && over) void moveTo(application, over.id as ApplicationStatus);
  }

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">Applications</h1>
        <IntentLink href="/applications/new" className={buttonVariants()}>
          <Plus aria-hidden />
          Add Application
        </IntentLink>
      </div>
      <ApplicationsViewSwitch />
      <TrackerFilterBar value={filters} onChange={setFilters} applications={data ?? []} />
      {message ? <ViewAlert message={message} onDismiss={dismissMessage} /> : null}
      {isPending ? (
        <div
          aria-busy
          aria-label="Loading board"
          className="grid grid-flow-col gap-3 overflow-hidden"
        >
          {PIPELINE_ORDER.map((s) => (
            <Skeleton key={s} className="h-64 w-[17rem] lg:w-auto" />
          ))}
        </div>
      ) : isError ? (
        <ApplicationsLoadError onRetry={() => void refetch()} />
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={collision}
          onDragStart={onDragStart}
          onDragEnd={onDragEnd}
          onDragCancel={() => setActive(null)}
          accessibility={{ announcements, screenReaderInstructions: instructions }}
        >
          <div
            role="region"
            aria-label="Pipeline board"
            className="-mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-4 sm:mx-0 sm:px-0 lg:grid lg:grid-cols-5 lg:overflow-visible"
          >
            {PIPELINE_ORDER.map((status) => {
              const cards = columns.get(status) ?? [];
              return (
                <BoardColumn
                  key={status}
                  status={status}
                  count={cards.length}
                  averageDays={pipeline?.average_days_in_stage[status]}
                >
                  {cards.map((a) => (
                    <BoardCard
                      key={a.id}
                      application={a}
                      days={days.get(a.id)}
                      onOpen={(id) => void open(id)}
                      onMove={(app, s) => void moveTo(app, s)}
                    />
                  ))}
                </BoardColumn>
              );
            })}
          </div>
          <DragOverlay dropAnimation={null}>
            {active ? (
              <div className="w-[16rem] rotate-1 rounded-lg border border-primary bg-surface p-3 shadow-lg">
                <p className="truncate text-sm font-semibold">{active.job_title}</p>
                <BoardCardBody application={active} days={days.get(active.id)} />
              </div>
            ) : null}
          </DragOverlay>
        </DndContext>
      )}
    </div>
  );
}
