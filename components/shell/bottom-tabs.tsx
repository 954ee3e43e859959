'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { isActive, navItems } from './nav-items';

/** Mobile navigation (<768 px): Dashboard, Applications, Resume AI, Profile. */
export function BottomTabs() {
  const pathname = usePathname();
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-40 grid grid-cols-4 border-t bg-surface pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      {navItems.map((item) => {
        const active = isActive(item, pathname);
        const Icon = item.icon;
        return (
          <Link
            key={item.href}
            href={item.href}
            aria-current={active ? 'page' : undefined}
            className={`flex flex-col items-center gap-1 py-2 text-xs font-medium ${
              active ? 'text-primary' : 'text-muted-foreground'
            }`}
          >
            <Icon aria-hidden className="size-5" />
            {item.shortLabel}
          </Link>
        );
      })}
    </nav>
  );
}
