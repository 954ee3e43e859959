'use client';

import type { Column, Row } from '@tanstack/react-table';
import { IntentLink } from '@/components/ui/intent-link';
import { cn } from '@/lib/cn';
import {
  APPLICATION_STATUSES,
  statusBadgeClass,
  type ApplicationStatus,
} from '@/lib/applications/status';
import { SELECT, cellKey, widthOf, type Active } from './grid-layout';
import {
  TABLE_COLUMNS,
  rowName,
  rowStatus,
  type CellContext,
  type TableApplication,
} from './table-columns';

export type GridCellProps = {
  row: Row<TableApplication>;
  /** The row's grid index (1 = the first application; 0 is the header). */
  r: number;
  column: Column<TableApplication>;
  /** The column's index among the visible ones. */
  c: number;
  at: Active;
  context: CellContext;
  onOpen: (id: string) => void;
  onStatus: (application: TableApplication, status: ApplicationStatus) => void;
};

/** One cell of an application's row: its checkbox, status select, title link or text. */
export function GridCell({ row, r, column, c, at, context, onOpen, onStatus }: GridCellProps) {
  const a = row.original;
  const isSelected = row.getIsSelected();
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
      <div {...cellProps} className={cn(cellProps.className, 'justify-center px-0')}>
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
      <div {...cellProps}>
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
      <div {...cellProps}>
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
    <div {...cellProps}>
      <span className="min-w-0 truncate" title={text}>
        {text}
      </span>
    </div>
  );
}
