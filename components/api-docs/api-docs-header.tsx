import { IntentLink } from '@/components/ui/intent-link';
import { buttonVariants } from '@/components/ui/button';
import { Logo } from '@/components/marketing/logo';

/** Top bar of the API reference: the Pursuit logo and the way back into the app. */
export function ApiDocsHeader() {
  return (
    <header className="sticky top-0 z-30 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-4 px-4">
        <Logo />
        <IntentLink
          href="/dashboard"
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          <span aria-hidden="true">←</span> Back to Pursuit
        </IntentLink>
      </div>
    </header>
  );
}
