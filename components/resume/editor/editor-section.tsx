import type { ReactNode } from 'react';

/** A titled block of the section editor, exposed as a named region. */
export function EditorSection({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-label={title} className="rounded-card border bg-surface shadow-xs">
      <div className="flex items-center justify-between gap-2 border-b px-4 py-2.5">
        <h3 className="text-sm font-semibold">{title}</h3>
        {actions ? <div className="flex items-center gap-1">{actions}</div> : null}
      </div>
      <div className="flex flex-col gap-3 px-4 py-4">{children}</div>
    </section>
  );
}
