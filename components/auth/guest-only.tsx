'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { isSignedIn } from '@/lib/auth/session-storage';

const subscribe = (onChange: () => void) => {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
};

/** /login and /signup: a visitor who is already signed in goes to /dashboard. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const router = useRouter();
  const state = useSyncExternalStore(
    subscribe,
    () => (isSignedIn() ? 'in' : 'out'),
    () => 'unknown',
  );
  useEffect(() => {
    if (state === 'in') router.replace('/dashboard');
  }, [state, router]);
  // Rendered on the server too (fast first paint); a signed-in visitor is sent on after hydration.
  if (state === 'in') return null;
  return <>{children}</>;
}
