'use client';

// The Applications table: TanStack Table for sorting, column order and visibility and
// selection; TanStack Virtual renders only the rows in view (plus a margin), so 5,000
// applications stay smooth (the grid: table-grid.tsx).
import {
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { formatCalendarDate, formatInterview } from '@/components/applications/format';
import { useUserTimezone } from '@/components/applications/queries';
import { useApplications } from '@/components/queries/applications';
import { useOpenAndMoveApplication } from '@/components/applications/use-open-and-move-application';
import { ApplicationsViewSwitch } from '@/components/applications/board/view-switch';
import { buttonVariants } from '@/components/ui/button';
import { IntentLink } from '@/components/ui/intent-link';
import { Skeleton } from '@/components/ui/skeleton';
import {
  TABLE_COLUMNS,
  applicationId,
  compareSortValues,
  type TableApplication,
  type TableColumnId,
} from '@/components/applications/table/table-columns';
import {
  moveColumn,
  readTablePreferences,
  writeTablePreferences,
  type TablePreferences,
} from '@/components/applications/table/table-preferences';
import { ColumnChooser } from './column-chooser';
import { SelectionBar } from './selection-bar';
import { SELECT, SELECT_WIDTH, type ColumnMeta } from './grid-layout';
import { Grid } from './table-grid';
import { ApplicationsLoadError, ViewAlert } from '@/components/applications/view-messages';

function buildColumns(now: number): ColumnDef<TableApplication>[] {
  return [
    { id: SELECT, enableSorting: false, meta: { width: SELECT_WIDTH } satisfies ColumnMeta },
    ...TABLE_COLUMNS.map((c): ColumnDef<TableApplication> => ({
      id: c.id,
      header: c.label,
      accessorFn: (a) => c.sortValue(a, now) ?? undefined,
      sortingFn: (x, y, id) =>
        compareSortValues(x.getValue<string | number>(id), y.getValue<string | number>(id)),
      sortUndefined: 'last',
      sortDescFirst: false,
      enableHiding: c.id !== 'job_title',
      meta: { width: c.width } satisfies ColumnMeta,
    })),
  ];
}

/** The table screen: toolbar, selection actions and the virtualised grid. */
export function ApplicationTable() {
  const { data, isPending, isError, refetch } = useApplications();
  const userZone = useUserTimezone();
  const { message, dismissMessage, open, moveTo } = useOpenAndMoveApplication({ verb: 'change' });
  const [prefs, setPrefs] = useState<TablePreferences>(readTablePreferences);
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [now] = useState(() => Date.now());
  const columns = useMemo(() => buildColumns(now), [now]);
  const rows = useMemo<TableApplication[]>(() => data ?? [], [data]);

  const update = useCallback((change: (p: TablePreferences) => TablePreferences) => {
    setPrefs((p) => {
      const next = change(p);
      writeTablePreferences(next);
      return next;
    });
  }, []);

  // Stable state objects: a new array each render would make TanStack Table sort again and
  // reset its (unused) page index on every render, which re-renders for ever.
  const sorting = useMemo<SortingState>(() => (prefs.sort ? [prefs.sort] : []), [prefs.sort]);
  const columnOrder = useMemo(() => [SELECT, ...prefs.order], [prefs.order]);
  const columnVisibility = useMemo(
    () => Object.fromEntries(prefs.hidden.map((id) => [id, false])),
    [prefs.hidden],
  );
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table is made to re-render from its own state
  const table = useReactTable({
    data: rows,
    columns,
    getRowId: applicationId,
    state: {
      sorting,
      rowSelection,
      columnOrder,
      columnVisibility,
    },
    autoResetAll: false,
    enableMultiSort: false,
    enableRowSelection: true,
    onRowSelectionChange: setRowSelection,
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      update((p) => ({
        ...p,
        sort: first ? { id: first.id as TableColumnId, desc: first.desc } : null,
      }));
    },
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });

  const selected = table.getSelectedRowModel().rows.map((r) => r.original);

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
      {message ? <ViewAlert message={message} onDismiss={dismissMessage} /> : null}
      <div className="flex flex-wrap items-center gap-3">
        <ColumnChooser
          order={prefs.order}
          hidden={prefs.hidden}
          onToggle={(id, shown) =>
            update((p) => ({
              ...p,
              hidden: shown ? p.hidden.filter((h) => h !== id) : [...p.hidden, id],
            }))
          }
          onMove={(id, by) => update((p) => ({ ...p, order: moveColumn(p.order, id, by) }))}
        />
        <SelectionBar selected={selected} onDone={() => setRowSelection({})} />
      </div>
      {isPending ? (
        <div aria-busy aria-label="Loading applications" className="flex flex-col gap-2">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </div>
      ) : isError ? (
        <ApplicationsLoadError onRetry={() => void refetch()} />
      ) : rows.length === 0 ? (
        <div className="rounded-card border border-dashed bg-surface p-10 text-center text-muted-foreground">
          <p>You have not added any applications yet.</p>
        </div>
      ) : (
        <Grid
          table={table}
          context={{
            now,
            formatDate: formatCalendarDate,
            formatInstant: (iso) => formatInterview(iso, userZone),
          }}
          onOpen={(id) => void open(id)}
          onStatus={(a, s) => void moveTo(a, s)}
        />
      )}
    </div>
  );
}
