'use client';

import { ArrowDown, ArrowUp, Columns3 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  TABLE_COLUMN_BY_ID,
  type TableColumnId,
} from '@/components/applications/table/table-columns';

type Props = {
  order: readonly TableColumnId[];
  hidden: readonly TableColumnId[];
  onToggle: (id: TableColumnId, shown: boolean) => void;
  onMove: (id: TableColumnId, by: -1 | 1) => void;
};

/** "Columns": show or hide each column and move it earlier or later (the job title always shows). */
export function ColumnChooser({ order, hidden, onToggle, onMove }: Props) {
  const [open, setOpen] = useState(false);
  const panel = useId();
  return (
    <div className="relative">
      <Button
        variant="outline"
        size="sm"
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setOpen((o) => !o)}
      >
        <Columns3 aria-hidden />
        Columns
      </Button>
      {open ? (
        <div
          id={panel}
          role="group"
          aria-label="Columns"
          className="absolute top-full left-0 z-30 mt-1 w-72 rounded-card border bg-surface p-2 shadow-lg"
          onKeyDown={(e) => {
            if (e.key === 'Escape') setOpen(false);
          }}
        >
          <ul className="flex flex-col">
            {order.map((id, i) => {
              const label = TABLE_COLUMN_BY_ID.get(id)!.label;
              return (
                <li
                  key={id}
                  className="flex items-center gap-2 rounded px-1 py-0.5 hover:bg-surface-muted"
                >
                  <label className="flex min-w-0 flex-1 cursor-pointer items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-4 accent-primary"
                      checked={!hidden.includes(id)}
                      disabled={id === 'job_title'}
                      onChange={(e) => onToggle(id, e.target.checked)}
                    />
                    <span className="truncate">{label}</span>
                  </label>
                  <button
                    type="button"
                    aria-label={`Move ${label} earlier`}
                    disabled={i === 0}
                    onClick={() => onMove(id, -1)}
                    className="cursor-pointer rounded p-1 text-muted-foreground hover:text-foreground disabled:cursor-default disabled:opacity-40 [&_svg]:size-4"
                  >
                    <ArrowUp aria-hidden />
                  </button>
                  <button
                    type="button"
                    aria-label={`Move ${label} later`}
                    disabled={i === order.length - 1}
                    onClick={() => onMove(id, 1)}
                    className="cursor-pointer rounded p-1 text-muted-foreground hover:text-foreground disabled:cursor-default disabled:opacity-40 [&_svg]:size-4"
                  >
                    <ArrowDown aria-hidden />
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
