import { IntentLink } from '@/components/ui/intent-link';

/** The Login / Sign Up switch at the top of both screens. */
export function AuthTabs({ current }: { current: 'login' | 'signup' }) {
  const tab = (href: string, label: string, active: boolean) => (
    <IntentLink
      href={href}
      aria-current={active ? 'page' : undefined}
      className={`flex-1 rounded-md px-3 py-2 text-center text-sm font-medium transition-colors ${
        active
          ? 'bg-surface text-foreground shadow-sm'
          : 'text-muted-foreground hover:text-foreground'
      }`}
    >
      {label}
    </IntentLink>
  );
  return (
    <nav aria-label="Account" className="mb-6 flex gap-1 rounded-lg bg-surface-muted p-1">
      {tab('/login', 'Login', current === 'login')}
      {tab('/signup', 'Sign Up', current === 'signup')}
    </nav>
  );
}
