'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { api } from '@/lib/api/client';
import { setTokens, storeUser } from '@/lib/auth/session-storage';

type Exchange = {
  access_token: string;
  refresh_token: string;
  user: { id: string; username: string; email: string; profile_picture: string | null };
};

/** After Google sign-in: trades the one-time code for tokens, then /dashboard or /timezone; any failure → /login. */
export function AuthSuccess() {
  const router = useRouter();
  const params = useSearchParams();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = params?.get('code');
    if (!code) {
      router.replace('/login');
      return;
    }
    api<Exchange>(`temp-store/${encodeURIComponent(code)}`, { anonymous: true })
      .then((res) => {
        setTokens(res);
        storeUser(res.user);
        router.replace(params?.get('has_timezone') === 'true' ? '/dashboard' : '/timezone');
      })
      .catch(() => router.replace('/login'));
  }, [params, router]);

  return (
    <main className="flex min-h-dvh items-center justify-center gap-3 text-lg font-medium">
      <Spinner className="size-5" />
      <p role="status">Authenticating...</p>
    </main>
  );
}
