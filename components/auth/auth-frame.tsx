import { IntentLink } from '@/components/ui/intent-link';
import type { ReactNode } from 'react';

/** The centred card every signed-out account screen sits in, with the brand above it. */
export function AuthFrame({
  title,
  subtitle,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-4 py-10">
      <IntentLink
        href="/"
        className="mb-6 flex items-center gap-2 text-xl font-bold tracking-tight"
      >
        <span
          aria-hidden
          className="grid size-8 place-items-center rounded-lg bg-primary text-primary-foreground"
        >
          P
        </span>
        Pursuit
      </IntentLink>
      <div className="w-full max-w-md rounded-card border bg-surface p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {subtitle ? <p className="mt-1 text-sm text-muted-foreground">{subtitle}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
    </main>
  );
}
