'use client';

import { BadgeCheck, CalendarClock, Send, XCircle } from 'lucide-react';
import type { ApplicationStats } from '@/lib/contracts/application-answers';
import { useApplicationStats } from '@/components/applications/queries';

const CARDS = [
  { key: 'applied', label: 'Applied', icon: Send, tone: 'bg-blue-100 text-blue-800' },
  {
    key: 'interview',
    label: 'Interview',
    icon: CalendarClock,
    tone: 'bg-orange-100 text-orange-800',
  },
  { key: 'offer', label: 'Offer', icon: BadgeCheck, tone: 'bg-green-100 text-green-800' },
  { key: 'rejected', label: 'Rejected', icon: XCircle, tone: 'bg-red-100 text-red-900' },
] as const satisfies readonly {
  key: keyof ApplicationStats;
  label: string;
  icon: unknown;
  tone: string;
}[];

/** The four count cards: '...' while loading, 0 when a count is missing. */
export function StatCards() {
  const { data, isPending } = useApplicationStats();
  return (
    <ul
      aria-label="Applications by status"
      className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
    >
      {CARDS.map(({ key, label, icon: Icon, tone }) => (
        <li
          key={key}
          data-testid={`stat-${key}`}
          className="flex items-center gap-3 rounded-card border bg-surface p-4 shadow-xs sm:p-5"
        >
          <span
            aria-hidden
            className={`grid size-10 shrink-0 place-items-center rounded-lg ${tone}`}
          >
            <Icon className="size-5" />
          </span>
          <div className="min-w-0">
            <p className="truncate text-sm text-muted-foreground">{label}</p>
            <p className="text-2xl font-semibold tabular-nums" data-testid={`stat-${key}-value`}>
              {isPending ? '...' : (data?.[key] ?? 0)}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
