'use client';

import { KanbanSquare, List, Table2 } from 'lucide-react';
import { IntentLink } from '@/components/ui/intent-link';
import { cn } from '@/lib/cn';
import {
  setApplicationsView,
  useApplicationsView,
  type ApplicationsView,
} from './use-applications-view';

const OPTIONS: { view: ApplicationsView; label: string; icon: typeof List }[] = [
  { view: 'list', label: 'List', icon: List },
  { view: 'board', label: 'Board', icon: KanbanSquare },
  { view: 'table', label: 'Table', icon: Table2 },
];

/** List / Board / Table toggle buttons (aria-pressed), plus the way to import and export applications. */
export function ApplicationsViewSwitch() {
  const current = useApplicationsView();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <div
        role="group"
        aria-label="View"
        className="inline-flex rounded-lg border bg-surface p-0.5"
      >
        {OPTIONS.map(({ view, label, icon: Icon }) => (
          <button
            key={view}
            type="button"
            aria-pressed={current === view}
            onClick={() => setApplicationsView(view)}
            className={cn(
              'inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&_svg]:size-4',
              current === view
                ? 'bg-primary text-primary-foreground'
                : 'text-foreground hover:bg-surface-muted',
            )}
          >
            <Icon aria-hidden />
            {label}
          </button>
        ))}
      </div>
      <IntentLink
        href="/applications/import"
        className="text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        Import / export
      </IntentLink>
    </div>
  );
}
