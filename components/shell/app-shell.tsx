import type { ReactNode } from 'react';
import { BottomTabs } from './bottom-tabs';
import { Sidebar } from './sidebar';

/** Signed-in layout: sidebar from 768 px, bottom tab bar below it. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh">
      <Sidebar />
      <main id="main" className="min-w-0 flex-1 px-4 pt-6 pb-24 sm:px-6 md:px-10 md:pb-10">
        {children}
      </main>
      <BottomTabs />
    </div>
  );
}
