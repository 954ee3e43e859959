'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { usePathname } from 'next/navigation';
import { cn } from '@/lib/cn';
import { isActive, navItems } from './nav-items';

/** Mobile navigation (<768 px): one equal column per entry of `navItems` shown in tabs. */
const tabs = navItems.filter((item) => item.inTabs !== false);

export function BottomTabs() {
  const pathname = usePathname() ?? ''; // null only under the Pages Router, which never renders this
  return (
    <nav
      aria-label="Main"
      style={{ gridTemplateColumns: `repeat(${tabs.length}, minmax(0, 1fr))` }}
      className="fixed inset-x-0 bottom-0 z-40 grid border-t bg-surface/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-1px_8px_rgb(0_0_0/0.04)] backdrop-blur md:hidden"
    >
      {tabs.map((item) => {
        const active = isActive(item, pathname);
        const Icon = item.icon;
        return (
          <IntentLink
            key={item.href}
            href={item.href}
            aria-current={active ? 'page' : undefined}
            className={cn(
              'flex min-h-14 min-w-0 flex-col items-center justify-center gap-1 py-2 text-[10.5px] font-medium tracking-tight -outline-offset-2',
              active ? 'text-primary' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            <span
              className={cn(
                'grid h-7 w-12 place-items-center rounded-full transition-colors',
                active && 'bg-primary-soft',
              )}
            >
              <Icon aria-hidden className="size-5" />
            </span>
            <span className="max-w-full truncate">{item.shortLabel}</span>
          </IntentLink>
        );
      })}
    </nav>
  );
}
