import type { ReactNode } from 'react';
import { PublicPage } from './public-page';

/** A long-form text page (about, privacy, terms) with readable line length and heading styles. */
export function ProsePage({
  title,
  lead,
  updated,
  children,
}: {
  title: string;
  lead: ReactNode;
  updated?: string;
  children: ReactNode;
}) {
  return (
    <PublicPage>
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <header className="mb-10 border-b pb-8">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
          <p className="mt-3 text-lg text-muted-foreground">{lead}</p>
          {updated ? (
            <p className="mt-3 text-sm text-muted-foreground">Last updated {updated}</p>
          ) : null}
        </header>
        <div className="flex flex-col gap-4 leading-relaxed [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:tracking-tight [&_h3]:mt-2 [&_h3]:font-semibold [&_li]:pl-1 [&_strong]:font-semibold [&_ul]:flex [&_ul]:list-disc [&_ul]:flex-col [&_ul]:gap-2 [&_ul]:pl-6">
          {children}
        </div>
      </article>
    </PublicPage>
  );
}
