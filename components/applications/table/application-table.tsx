'use client';

// The Applications table: TanStack Table for sorting, column order and visibility and
// selection; TanStack Virtual renders only the rows in view (plus a margin), so 5,000
// applications stay smooth. ARIA grid: one cell is in the tab order and the arrow keys move it.
import {
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { ArrowDown, ArrowUp, ArrowUpDown, Plus } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { formatCalendarDate, formatInterview } from '@/components/applications/format';
import { useApplications, useUserTimezone } from '@/components/applications/queries';
import { useOpenAndMoveApplication } from '@/components/applications/use-open-and-move-application';
import { ApplicationsViewSwitch } from '@/components/applications/board/view-switch';
import { buttonVariants } from '@/components/ui/button';
import { IntentLink } from '@/components/ui/intent-link';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import {
  APPLICATION_STATUSES,
  statusBadgeClass,
  type ApplicationStatus,
} from '@/lib/applications/status';
import {
  TABLE_COLUMNS,
  applicationId,
  compareSortValues,
  rowName,
  rowStatus,
  type CellContext,
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
import { useMoreToTheRight } from './use-more-to-the-right';
import { ApplicationsLoadError, ViewAlert } from '@/components/applications/view-messages';

const ROW_HEIGHT = 44;
const HEADER_HEIGHT = 44;
const SELECT_WIDTH = 48;
const SELECT = 'select';

type Meta = { width: number };

function buildColumns(now: number): ColumnDef<TableApplication>[] {
  return [
    { id: SELECT, enableSorting: false, meta: { width: SELECT_WIDTH } satisfies Meta },
    ...TABLE_COLUMNS.map((c): ColumnDef<TableApplication> => ({
      id: c.id,
      header: c.label,
      accessorFn: (a) => c.sortValue(a, now) ?? undefined,
      sortingFn: (x, y, id) =>
        compareSortValues(x.getValue<string | number>(id), y.getValue<string | number>(id)),
      sortUndefined: 'last',
      sortDescFirst: false,
      enableHiding: c.id !== 'job_title',
      meta: { width: c.width } satisfies Meta,
    })),
  ];
}

const estimateSize = () => ROW_HEIGHT;

const widthOf = (meta: unknown) => (meta as Meta | undefined)?.width ?? 120;

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

type GridProps = {
  table: ReturnType<typeof useReactTable<TableApplication>>;
  context: CellContext;
  onOpen: (id: string) => void;
  onStatus: (application: TableApplication, status: ApplicationStatus) => void;
};

/** Where the grid's one tab stop is: row 0 is the header, 1… the applications; col 0 the checkboxes. */
type Active = { row: number; col: number };

const cellKey = (a: Active) => `${a.row}:${a.col}`;

function Grid({ table, context, onOpen, onStatus }: GridProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<Active>({ row: 0, col: 1 });
  const focusNext = useRef(false);
  const activeRow = useRef(active.row);
  useEffect(() => {
    activeRow.current = active.row;
  }, [active.row]);
  const getScrollElement = useCallback(() => scroller.current, []);
  const rangeExtractor = useCallback((range: Range) => {
    const indexes = defaultRangeExtractor(range);
    const keep = activeRow.current - 1;
    return keep >= 0 && keep < range.count && !indexes.includes(keep)
      ? [...indexes, keep].sort((x, y) => x - y)
      : indexes;
  }, []);
  const rows = table.getRowModel().rows;
  const columns = table.getVisibleLeafColumns();
  const width = columns.reduce((sum, c) => sum + widthOf(c.columnDef.meta), 0);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualiser re-renders on scroll by design
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement,
    estimateSize,
    overscan: 10,
    // The body starts below the sticky header, and scrolled-to rows stop below it too.
    scrollMargin: HEADER_HEIGHT,
    scrollPaddingStart: HEADER_HEIGHT,
    // The row holding the tab stop stays in the DOM, so focus is never lost to the page.
    rangeExtractor,
  });
  const items = virtualizer.getVirtualItems();

  // Rows and columns can shrink (delete, hide): keep the tab stop on a cell that exists.
  const at: Active = {
    row: Math.min(active.row, rows.length),
    col: Math.min(active.col, columns.length - 1),
  };

  useEffect(() => {
    if (!focusNext.current) return;
    const el = scroller.current?.querySelector<HTMLElement>(`[data-cell="${cellKey(at)}"]`);
    if (el) {
      focusNext.current = false;
      el.focus({ preventScroll: at.row === 0 });
    }
  });

  function go(next: Active) {
    const row = Math.max(0, Math.min(rows.length, next.row));
    const col = Math.max(0, Math.min(columns.length - 1, next.col));
    setActive({ row, col });
    focusNext.current = true;
    if (row > 0) virtualizer.scrollToIndex(row - 1, { align: 'auto' });
  }

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const target = e.target as HTMLElement;
    if (target.tagName === 'SELECT') {
      if (e.key === 'Escape') {
        e.preventDefault();
        go(at);
      }
      return;
    }
    const page = Math.max(1, Math.floor((scroller.current?.clientHeight ?? 400) / ROW_HEIGHT) - 1);
    const moves: Record<string, Active | undefined> = {
      ArrowDown: { row: at.row + 1, col: at.col },
      ArrowUp: { row: at.row - 1, col: at.col },
      ArrowRight: { row: at.row, col: at.col + 1 },
      ArrowLeft: { row: at.row, col: at.col - 1 },
      PageDown: { row: at.row + page, col: at.col },
      PageUp: { row: at.row - page, col: at.col },
      Home: e.ctrlKey ? { row: 1, col: at.col } : { row: at.row, col: 0 },
      End: e.ctrlKey ? { row: rows.length, col: at.col } : { row: at.row, col: columns.length - 1 },
    };
    const next = moves[e.key];
    if (next) {
      e.preventDefault();
      go(next);
      return;
    }
    if (at.row === 0) return; // header: the buttons and the checkbox act on Enter/Space natively
    const row = rows[at.row - 1];
    if (!row) return;
    if (e.key === ' ') {
      e.preventDefault();
      row.toggleSelected();
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const select = target.querySelector('select');
      if (select) select.focus();
      else onOpen(row.id);
    }
  }

  const moreToTheRight = useMoreToTheRight(scroller, width);
  const allSelected = table.getIsAllRowsSelected();
  const someSelected = table.getIsSomeRowsSelected();

  return (
    <div className="relative">
      <div
        ref={scroller}
        className="relative max-h-[70vh] min-h-40 scroll-pt-11 overflow-auto rounded-card border bg-surface"
        data-testid="applications-table-scroller"
      >
        <div
          role="grid"
          aria-label="Your applications"
          aria-rowcount={rows.length + 1}
          aria-colcount={columns.length}
          aria-multiselectable
          onKeyDown={onKeyDown}
          onFocus={(e) => {
            const key = (e.target as HTMLElement).closest<HTMLElement>('[data-cell]')?.dataset.cell;
            if (!key) return;
            const [row, col] = key.split(':').map(Number) as [number, number];
            if (row !== at.row || col !== at.col) setActive({ row, col });
          }}
          style={{ width, minWidth: '100%' }}
          className="text-sm"
        >
          <div role="rowgroup" className="sticky top-0 z-20 border-b bg-surface-muted">
            <div role="row" aria-rowindex={1} className="flex" style={{ height: HEADER_HEIGHT }}>
              {columns.map((column, c) => {
                const tab = at.row === 0 && at.col === c ? 0 : -1;
                const w = widthOf(column.columnDef.meta);
                if (column.id === SELECT) {
                  return (
                    <div
                      key={column.id}
                      role="columnheader"
                      aria-colindex={c + 1}
                      className="flex shrink-0 items-center justify-center"
                      style={{ width: w }}
                    >
                      <input
                        type="checkbox"
                        data-cell={cellKey({ row: 0, col: c })}
                        tabIndex={tab}
                        aria-label="Select all applications"
                        className="size-4 cursor-pointer accent-primary"
                        checked={allSelected}
                        ref={(el) => {
                          if (el) el.indeterminate = someSelected && !allSelected;
                        }}
                        onChange={table.getToggleAllRowsSelectedHandler()}
                      />
                    </div>
                  );
                }
                const sorted = column.getIsSorted();
                const Icon =
                  sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
                return (
                  <div
                    key={column.id}
                    role="columnheader"
                    aria-colindex={c + 1}
                    aria-sort={
                      sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                    }
                    className="flex shrink-0 items-center px-1"
                    style={{ width: w }}
                  >
                    <button
                      type="button"
                      data-cell={cellKey({ row: 0, col: c })}
                      tabIndex={tab}
                      onClick={column.getToggleSortingHandler()}
                      className="inline-flex h-8 min-w-0 cursor-pointer items-center gap-1 rounded px-2 text-left font-semibold hover:bg-surface focus-visible:outline-2 focus-visible:outline-ring"
                    >
                      <span className="truncate">{String(column.columnDef.header)}</span>
                      <Icon
                        aria-hidden
                        className={cn('size-3.5 shrink-0', sorted ? '' : 'text-muted-foreground')}
                      />
                    </button>
                  </div>
                );
              })}
            </div>
          </div>
          <div role="rowgroup" className="relative" style={{ height: virtualizer.getTotalSize() }}>
            {items.map((item) => {
              const row = rows[item.index]!;
              const a = row.original;
              const r = item.index + 1;
              const isSelected = row.getIsSelected();
              return (
                <div
                  key={row.id}
                  role="row"
                  aria-rowindex={r + 1}
                  aria-selected={isSelected}
                  data-testid="applications-table-row"
                  className={cn(
                    'absolute top-0 left-0 flex w-full border-b',
                    isSelected ? 'bg-primary/10' : 'hover:bg-surface-muted',
                  )}
                  style={{
                    height: ROW_HEIGHT,
                    transform: `translateY(${item.start - HEADER_HEIGHT}px)`,
                  }}
                >
                  {columns.map((column, c) => {
                    const w = widthOf(column.columnDef.meta);
                    const tab = at.row === r && at.col === c ? 0 : -1;
                    const cellProps = {
                      role: 'gridcell',
                      'aria-colindex': c + 1,
                      'data-cell': cellKey({ row: r, col: c }),
                      tabIndex: tab,
                      style: { width: w },
                      className:
                        'flex shrink-0 items-center px-3 outline-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
                    } as const;
                    if (column.id === SELECT) {
                      return (
                        <div
                          key={column.id}
                          {...cellProps}
                          className={cn(cellProps.className, 'justify-center px-0')}
                        >
                          <input
                            type="checkbox"
                            tabIndex={-1}
                            aria-label={`Select ${rowName(a)}`}
                            className="size-4 cursor-pointer accent-primary"
                            checked={isSelected}
                            onChange={row.getToggleSelectedHandler()}
                          />
                        </div>
                      );
                    }
                    const spec = TABLE_COLUMNS.find((s) => s.id === column.id)!;
                    const text = spec.text(a, context);
                    if (spec.id === 'status') {
                      const status = rowStatus(a);
                      return (
                        <div key={column.id} {...cellProps}>
                          <select
                            tabIndex={-1}
                            aria-label={`Status of ${rowName(a)}`}
                            value={status}
                            onChange={(e) => onStatus(a, e.target.value as ApplicationStatus)}
                            className={cn(
                              'h-7 max-w-full cursor-pointer rounded-full border-0 px-2.5 text-xs font-semibold',
                              statusBadgeClass(status),
                            )}
                          >
                            {APPLICATION_STATUSES.map((s) => (
                              <option key={s} value={s}>
                                {s}
                              </option>
                            ))}
                          </select>
                        </div>
                      );
                    }
                    if (spec.id === 'job_title') {
                      return (
                        <div key={column.id} {...cellProps}>
                          <IntentLink
                            href={`/applications/${encodeURIComponent(a.id)}`}
                            tabIndex={-1}
                            title={text}
                            onClick={(e) => {
                              e.preventDefault();
                              onOpen(a.id);
                            }}
                            className="min-w-0 truncate font-medium text-foreground hover:underline"
                          >
                            {text}
                          </IntentLink>
                        </div>
                      );
                    }
                    return (
                      <div key={column.id} {...cellProps}>
                        <span className="min-w-0 truncate" title={text}>
                          {text}
                        </span>
                      </div>
                    );
                  })}
                </div>
              );
            })}
          </div>
        </div>
      </div>
      {moreToTheRight ? (
        <div
          aria-hidden
          data-testid="applications-table-more"
          className="pointer-events-none absolute inset-y-px right-px w-10 rounded-r-card bg-gradient-to-l from-foreground/10 to-transparent"
        />
      ) : null}
    </div>
  );
}
