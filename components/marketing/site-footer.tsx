import { IntentLink } from '@/components/ui/intent-link';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Logo } from './logo';

const links = [
  { href: '/about', label: 'About' },
  { href: '/features', label: 'Features' },
  { href: '/privacy', label: 'Privacy' },
  { href: '/terms', label: 'Terms' },
];

/** Footer of public pages: links, and a newsletter box that honestly says it is not live yet. */
export function SiteFooter() {
  return (
    <footer className="border-t bg-surface">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1fr_auto_minmax(0,22rem)] md:gap-16">
        <div className="flex flex-col gap-3">
          <Logo />
          <p className="max-w-xs text-sm text-muted-foreground">
            Track. Optimize. Succeed. A calmer way to run your job search.
          </p>
        </div>
        <nav aria-label="Footer">
          <h2 className="mb-3 text-sm font-semibold">Pursuit</h2>
          <ul className="flex flex-col gap-2 text-sm">
            {links.map((link) => (
              <li key={link.href}>
                <IntentLink
                  href={link.href}
                  className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
                >
                  {link.label}
                </IntentLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="mb-1 text-sm font-semibold" id="newsletter-heading">
            Newsletter
          </h2>
          <p className="mb-3 text-sm text-muted-foreground" id="newsletter-note">
            Job-search tips, once a month. Sign-ups are not open yet, so nothing you type here is
            sent.
          </p>
          <div role="group" aria-labelledby="newsletter-heading" className="flex gap-2">
            <label htmlFor="newsletter-email" className="sr-only">
              Email address
            </label>
            <Input
              id="newsletter-email"
              type="email"
              name="newsletter-email"
              placeholder="you@example.com"
              autoComplete="email"
              aria-describedby="newsletter-note"
              disabled
            />
            <Button variant="outline" disabled className="shrink-0">
              Coming soon
            </Button>
          </div>
        </div>
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-6xl px-4 py-6 text-xs text-muted-foreground sm:px-6">
          © {new Date().getFullYear()} Pursuit. Built for job seekers.
        </p>
      </div>
    </footer>
  );
}
