// How one proposed tailoring change reads: its short title and its before → after.
import type { TailoringChange } from '@/lib/tailoring/tailored-resume-schemas';

/** A short name for a change: what it does, in the resume's own words. */
export function changeTitle(c: TailoringChange): string {
  const category = c.path.replace(/^skills\./, '').replace(/\[\d+\]$/, '');
  switch (c.kind) {
    case 'reword-skill':
      return `Write “${c.before[0]}” as “${c.after[0]}”`;
    case 'surface-skill':
      return c.after.length > c.before.length
        ? `Add “${c.after[0]}” to ${category}`
        : `${category}: the posting’s skills first`;
    case 'reorder-bullets':
      return 'Reorder bullets';
    case 'reorder-sections':
      return 'Reorder sections';
    case 'tighten-summary':
      return 'Tighten the summary';
    case 'summary-evidence':
      return 'Name your evidence in the summary';
  }
}

export function ChangeDiff({ change }: { change: TailoringChange }) {
  if (change.kind === 'reword-skill')
    return (
      <p className="text-sm">
        <del className="rounded bg-danger/10 px-1">{change.before[0]}</del>
        <span aria-hidden> → </span>
        <span className="sr-only"> becomes </span>
        <ins className="rounded bg-success/15 px-1 no-underline">{change.after[0]}</ins>
      </p>
    );
  const column = (title: string, items: string[]) => (
    <div className="min-w-0">
      <h5 className="text-xs font-medium text-muted-foreground">{title}</h5>
      <ol className="mt-1 list-decimal space-y-0.5 pl-5 text-sm break-words">
        {items.map((item, i) => (
          <li key={`${i}-${item}`}>{item}</li>
        ))}
      </ol>
    </div>
  );
  return (
    <div className="grid min-w-0 gap-3 sm:grid-cols-2">
      {column('Before', change.before)}
      {column('After', change.after)}
    </div>
  );
}
