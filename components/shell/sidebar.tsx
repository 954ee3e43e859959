'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { usePathname } from 'next/navigation';
import { LogOut, Sparkles } from 'lucide-react';
import { LogoMark } from '@/components/ui/logo-mark';
import { cn } from '@/lib/cn';
import { isActive, navItems } from './nav-items';
import { logout } from './logout';

/** Desktop navigation (≥768 px). */
export function Sidebar() {
  const pathname = usePathname() ?? ''; // null only under the Pages Router, which never renders this
  return (
    <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 flex-col border-r bg-surface px-4 py-6 md:flex">
      <IntentLink
        href="/dashboard"
        className="mb-8 flex items-center gap-2 rounded-lg px-2 text-xl font-bold tracking-tight"
      >
        <LogoMark />
        Pursuit
      </IntentLink>
      <nav aria-label="Main" className="flex flex-1 flex-col gap-1">
        {navItems.map((item) => {
          const active = isActive(item, pathname);
          const Icon = item.icon;
          return (
            <IntentLink
              key={item.href}
              href={item.href}
              aria-current={active ? 'page' : undefined}
              className={cn(
                'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors',
                active
                  ? 'bg-primary-soft text-primary'
                  : 'text-muted-foreground hover:bg-surface-muted hover:text-foreground',
              )}
            >
              <Icon aria-hidden className="size-5" />
              {item.label}
            </IntentLink>
          );
        })}
      </nav>
      <div className="flex flex-col gap-2">
        <button
          type="button"
          disabled
          className="flex cursor-not-allowed items-center justify-center gap-2 rounded-lg border border-dashed px-3 py-2.5 text-sm font-medium text-muted-foreground opacity-70"
        >
          <Sparkles aria-hidden className="size-4" />
          Upgrade (Coming Soon)
        </button>
        <button
          type="button"
          onClick={() => void logout()}
          className="flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-danger transition-colors hover:bg-danger/10"
        >
          <LogOut aria-hidden className="size-5" />
          Logout
        </button>
      </div>
    </aside>
  );
}
