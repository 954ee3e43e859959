'use client';

import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { cn } from '@/lib/cn';
import {
  HEADER_HEIGHT,
  SELECT,
  cellKey,
  widthOf,
  type Active,
  type ApplicationsTable,
} from './grid-layout';

/** The grid's sticky header: select-all, then one sort button per visible column. */
export function GridHeaderRow({ table, at }: { table: ApplicationsTable; at: Active }) {
  const columns = table.getVisibleLeafColumns();
  const allSelected = table.getIsAllRowsSelected();
  const someSelected = table.getIsSomeRowsSelected();
  return (
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
          const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
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
  );
}
