'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { setTokens, storeUser } from '@/lib/auth/session-storage';
import { callOperation } from '@/lib/api/call-operation';
import * as accountApi from '@/lib/contracts/account';

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
    // The hand-off store answers whatever was stored under the code: here the Google exchange.
    callOperation(accountApi.readHandoff, { params: { token: code } })
      .then((stored) => {
        const res = stored as unknown as Exchange;
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
