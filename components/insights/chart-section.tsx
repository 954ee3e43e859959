'use client';

import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { tableCsv, type InsightsTable } from '@/lib/insights/insights-csv';
import { saveCsvAs } from '@/components/ui/save-file';

type ChartSectionProps = {
  id: string;
  title: string;
  description: string;
  /** The chart's data: shown as a table on request and downloaded as CSV. */
  table: InsightsTable;
  /** Download file name without extension. */
  fileName: string;
  /** Colour keys shown above the chart (HTML, so they are readable in both themes). */
  legend?: { label: string; color: string }[];
  /** Said to assistive technology in place of the chart. */
  summary: string;
  note?: ReactNode;
  children: ReactNode;
};

/** One Insights card: title, CSV download, the chart (an image with a summary) and its data as a table. */
export function ChartSection({
  id,
  title,
  description,
  table,
  fileName,
  legend,
  summary,
  note,
  children,
}: ChartSectionProps) {
  return (
    <section
      aria-labelledby={id}
      data-testid={`section-${id}`}
      className="flex min-w-0 flex-col gap-4 rounded-card border bg-surface p-5 shadow-xs sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={id} className="text-lg font-semibold tracking-tight">
            {title}
          </h2>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => saveCsvAs(`${fileName}.csv`, tableCsv(table))}
        >
          <Download aria-hidden />
          CSV<span className="sr-only"> of {title}</span>
        </Button>
      </div>
      {legend ? (
        <ul className="flex flex-wrap gap-4 text-xs text-muted-foreground" aria-hidden>
          {legend.map((l) => (
            <li key={l.label} className="flex items-center gap-1.5">
              <span className="size-3 rounded-sm" style={{ background: l.color }} />
              {l.label}
            </li>
          ))}
        </ul>
      ) : null}
      <div role="img" aria-label={summary} data-testid={`chart-${id}`} className="min-w-0">
        {children}
      </div>
      {note ? <div className="text-xs text-muted-foreground">{note}</div> : null}
      <details className="group text-sm">
        <summary className="cursor-pointer rounded text-sm font-medium text-primary">
          Show the data as a table
        </summary>
        <div
          className="mt-3 overflow-x-auto"
          tabIndex={0}
          role="region"
          aria-label={`${title}: table`}
        >
          <table
            className="w-full text-left text-xs tabular-nums sm:text-sm"
            data-testid={`table-${id}`}
          >
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b">
                {table.columns.map((c) => (
                  <th
                    key={c}
                    scope="col"
                    className="py-2 pr-3 font-medium text-muted-foreground last:pr-0"
                  >
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, i) => (
                <tr key={i} className="border-b last:border-0">
                  {row.map((cell, j) =>
                    j === 0 ? (
                      <th
                        key={j}
                        scope="row"
                        className="max-w-40 py-2 pr-3 font-normal break-words"
                      >
                        {cell}
                      </th>
                    ) : (
                      <td key={j} className="py-2 pr-3 last:pr-0">
                        {cell === '' ? (
                          <>
                            <span aria-hidden>—</span>
                            <span className="sr-only">none</span>
                          </>
                        ) : (
                          cell
                        )}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
