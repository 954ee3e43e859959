'use client';

import { useRouter } from 'next/navigation';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { isSignedIn } from '@/lib/auth/session-storage';

type State = 'unknown' | 'in' | 'out';

/** Sends a signed-out visitor to /login; renders nothing until the browser's tokens are known. */
export function RequireSession({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [state, setState] = useState<State>('unknown');
  useEffect(() => {
    // A transition lets React mount the whole signed-in screen in small slices instead of one long
    // task right after hydration (it was most of the dashboard's Lighthouse blocking time).
    const check = () => startTransition(() => setState(isSignedIn() ? 'in' : 'out'));
    check();
    window.addEventListener('storage', check); // signed out in another tab
    return () => window.removeEventListener('storage', check);
  }, []);
  useEffect(() => {
    if (state === 'out') router.replace('/login');
  }, [state, router]);
  return state === 'in' ? <>{children}</> : null;
}
