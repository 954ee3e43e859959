'use client';

import { useSearchParams } from 'next/navigation';

const googleErrors: Record<string, string> = {
  google_not_configured: 'Sign-in with Google is not configured.',
  google_failed: 'Google sign-in failed. Please try again.',
};

/** The message for a failed Google sign-in (`/login?error=…`), or nothing. */
export function GoogleErrorNotice() {
  const error = useSearchParams()?.get('error');
  if (!error) return null;
  return (
    <p
      role="alert"
      className="mb-4 rounded-lg border border-danger/40 bg-danger/5 px-3 py-2 text-sm text-danger"
    >
      {googleErrors[error] ?? googleErrors.google_failed}
    </p>
  );
}
