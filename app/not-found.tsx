import { Compass } from 'lucide-react';
import type { Metadata } from 'next';
import { IntentLink } from '@/components/ui/intent-link';
import { PublicPage } from '@/components/marketing/public-page';
import { buttonVariants } from '@/components/ui/button';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

/** Custom 404 for any unknown route. */
export default function NotFound() {
  return (
    <PublicPage>
      <div className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-24 text-center sm:py-32">
        <span className="grid size-14 place-items-center rounded-2xl bg-primary-soft text-primary">
          <Compass aria-hidden className="size-7" />
        </span>
        <p className="text-sm font-semibold text-primary">404</p>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Page not found</h1>
        <p className="text-lg text-muted-foreground">
          The page you are looking for does not exist or has moved.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <IntentLink href="/" className={buttonVariants({ size: 'lg' })}>
            Go to the home page
          </IntentLink>
          <IntentLink
            href="/dashboard"
            className={buttonVariants({ variant: 'outline', size: 'lg' })}
          >
            Open your dashboard
          </IntentLink>
        </div>
      </div>
    </PublicPage>
  );
}
