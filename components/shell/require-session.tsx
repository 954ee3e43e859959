'use client';

import { useRouter } from 'next/navigation';
import { useSyncExternalStore, type ReactNode } from 'react';
import { isSignedIn } from '@/lib/auth/session-storage';

const subscribe = (onChange: () => void) => {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
};

/** Sends a signed-out visitor to /login; renders nothing until the browser's tokens are known. */
export function RequireSession({ children }: { children: ReactNode }) {
  const router = useRouter();
  const state = useSyncExternalStore(
    subscribe,
    () => (isSignedIn() ? 'in' : 'out'),
    () => 'unknown',
  );
  if (state === 'out') {
    router.replace('/login');
    return null;
  }
  if (state === 'unknown') return null;
  return <>{children}</>;
}
