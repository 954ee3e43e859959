import { CalendarClock } from 'lucide-react';

const counts = [
  { label: 'Applied', value: 12, tone: 'text-primary' },
  { label: 'Interview', value: 4, tone: 'text-warning' },
  { label: 'Offer', value: 1, tone: 'text-success' },
  { label: 'Rejected', value: 3, tone: 'text-danger' },
];

const recent = [
  {
    title: 'Frontend Engineer',
    company: 'Northwind',
    status: 'Interview',
    tone: 'bg-warning/10 text-warning',
    when: '2 hours ago',
  },
  {
    title: 'Product Designer',
    company: 'Lumen Labs',
    status: 'Applied',
    tone: 'bg-primary-soft text-primary',
    when: 'yesterday',
  },
  {
    title: 'Data Analyst',
    company: 'Harbor & Co',
    status: 'Offer',
    tone: 'bg-success/10 text-success',
    when: '3 days ago',
  },
];

/** A static, decorative picture of the dashboard drawn in HTML (no image download, crisp in both themes). */
export function ProductPreview() {
  return (
    <div aria-hidden className="relative">
      <div className="absolute -inset-4 -z-10 rounded-[2rem] bg-gradient-to-br from-primary/25 via-primary-soft to-transparent blur-2xl" />
      <div className="overflow-hidden rounded-2xl border bg-surface shadow-2xl shadow-primary/10">
        <div className="flex items-center gap-1.5 border-b bg-surface-muted px-4 py-2.5">
          <span className="size-2.5 rounded-full bg-danger/60" />
          <span className="size-2.5 rounded-full bg-warning/60" />
          <span className="size-2.5 rounded-full bg-success/60" />
          <span className="ml-3 text-xs text-muted-foreground">Dashboard Overview</span>
        </div>
        <div className="flex flex-col gap-4 p-4 sm:p-5">
          <div className="flex items-center gap-2 overflow-hidden rounded-lg bg-primary-soft px-3 py-2 text-xs font-medium text-primary">
            <CalendarClock className="size-4 shrink-0" />
            <span className="truncate">
              Next interview: Frontend Engineer at Northwind, Tue 10:00 EST
            </span>
          </div>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {counts.map((c) => (
              <div key={c.label} className="rounded-xl border bg-background p-3">
                <div className="text-xs text-muted-foreground">{c.label}</div>
                <div className={`text-2xl font-bold ${c.tone}`}>{c.value}</div>
              </div>
            ))}
          </div>
          <div className="rounded-xl border bg-background">
            <div className="border-b px-3 py-2 text-xs font-semibold">Recent Activity</div>
            <ul>
              {recent.map((r) => (
                <li
                  key={r.title}
                  className="flex items-center justify-between gap-3 border-b px-3 py-2.5 last:border-b-0"
                >
                  <div className="min-w-0">
                    <div className="truncate text-sm font-medium">{r.title}</div>
                    <div className="truncate text-xs text-muted-foreground">
                      {r.company} · {r.when}
                    </div>
                  </div>
                  <span
                    className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ${r.tone}`}
                  >
                    {r.status}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </div>
  );
}
