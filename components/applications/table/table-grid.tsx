'use client';

import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import type { ApplicationStatus } from '@/lib/applications/status';
import { GridCell } from './grid-cell';
import { GridHeaderRow } from './grid-header-row';
import {
  HEADER_HEIGHT,
  ROW_HEIGHT,
  cellKey,
  widthOf,
  type Active,
  type ApplicationsTable,
} from './grid-layout';
import type { CellContext, TableApplication } from './table-columns';
import { useMoreToTheRight } from './use-more-to-the-right';

const estimateSize = () => ROW_HEIGHT;

type GridProps = {
  table: ApplicationsTable;
  context: CellContext;
  onOpen: (id: string) => void;
  onStatus: (application: TableApplication, status: ApplicationStatus) => void;
};

/** The virtualised ARIA grid: one cell is in the tab order and the arrow keys move it. */
export function Grid({ table, context, onOpen, onStatus }: GridProps) {
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
          <GridHeaderRow table={table} at={at} />
          <div role="rowgroup" className="relative" style={{ height: virtualizer.getTotalSize() }}>
            {items.map((item) => {
              const row = rows[item.index]!;
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
                  {columns.map((column, c) => (
                    <GridCell
                      key={column.id}
                      row={row}
                      r={r}
                      column={column}
                      c={c}
                      at={at}
                      context={context}
                      onOpen={onOpen}
                      onStatus={onStatus}
                    />
                  ))}
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
