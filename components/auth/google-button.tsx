'use client';

import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { callOperation } from '@/lib/api/call-operation';
import * as authApi from '@/lib/contracts/auth';

function GoogleMark() {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className="size-4">
      <path
        fill="#4285F4"
        d="M22.6 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6a5.1 5.1 0 0 1-2.2 3.3v2.7h3.6c2-1.9 3.2-4.7 3.2-8.1z"
      />
      <path
        fill="#34A853"
        d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1.1-3.7 1.1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0 0 12 23z"
      />
      <path fill="#FBBC05" d="M5.8 14.2a6.6 6.6 0 0 1 0-4.3V7.1H2.1a11 11 0 0 0 0 9.9l3.7-2.8z" />
      <path
        fill="#EA4335"
        d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7.1l3.7 2.8C6.7 7.3 9.1 5.4 12 5.4z"
      />
    </svg>
  );
}

/**
 * Google sign-in: waits 100 ms, then navigates the browser to the backend's Google path.
 * When the server has no Google client configured it says so instead of failing.
 */
export function GoogleButton() {
  const [busy, setBusy] = useState(false);
  const [configured, setConfigured] = useState<boolean | null>(null);

  useEffect(() => {
    let live = true;
    // A failed answer counts as not configured.
    callOperation(authApi.googleStatus)
      .then((b) => live && setConfigured(Boolean(b.configured)))
      .catch(() => live && setConfigured(false));
    return () => {
      live = false;
    };
  }, []);

  if (configured === false) {
    return (
      <Button variant="outline" size="lg" className="w-full" disabled>
        <GoogleMark />
        Sign-in with Google is not configured
      </Button>
    );
  }

  return (
    <Button
      variant="outline"
      size="lg"
      className="w-full"
      loading={busy}
      onClick={() => {
        setBusy(true);
        // A full navigation on purpose: /api/auth/google is a server redirect to the provider.
        // eslint-disable-next-line @next/next/no-location-assign-relative-destination
        setTimeout(() => window.location.assign('/api/auth/google'), 100);
      }}
    >
      {busy ? null : <GoogleMark />}
      {busy ? 'Signing in...' : 'Continue with Google'}
    </Button>
  );
}
