import { IntentLink } from '@/components/ui/intent-link';
import { buttonVariants } from '@/components/ui/button';
import { Logo } from './logo';

/** Top bar of public pages: logo, page links (from 640 px), Log in and Sign up. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-30 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Site" className="flex items-center gap-1 sm:gap-2">
          <IntentLink
            href="/features"
            className="hidden rounded-lg px-3 py-2 text-sm font-medium text-muted-foreground hover:text-foreground sm:inline-flex"
          >
            Features
          </IntentLink>
          <IntentLink
            href="/about"
            className="hidden rounded-lg px-3 py-2 text-sm font-medium text-muted-foreground hover:text-foreground sm:inline-flex"
          >
            About
          </IntentLink>
          <IntentLink href="/login" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
            Log in
          </IntentLink>
          <IntentLink href="/signup" className={buttonVariants({ size: 'sm' })}>
            Sign up
          </IntentLink>
        </nav>
      </div>
    </header>
  );
}
