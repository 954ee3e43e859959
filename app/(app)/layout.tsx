import type { ReactNode } from 'react';
import { AppShell } from '@/components/shell/app-shell';
import { RequireSession } from '@/components/shell/require-session';
import { FreshData } from '@/components/providers/fresh-data';
import { QueryProvider } from '@/components/providers/query-provider';

export default function SignedInLayout({ children }: { children: ReactNode }) {
  return (
    <QueryProvider>
      <RequireSession>
        <FreshData />
        <AppShell>{children}</AppShell>
      </RequireSession>
    </QueryProvider>
  );
}
