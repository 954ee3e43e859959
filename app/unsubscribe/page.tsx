import type { Metadata } from 'next';
import { Suspense } from 'react';
import { AuthFrame } from '@/components/auth/auth-frame';
import { UnsubscribeConfirm } from '@/components/account/reminders/unsubscribe-confirm';

export const metadata: Metadata = { title: 'Unsubscribe', robots: { index: false } };

// The page the link in a reminder email opens: it asks first, so link scanners cannot unsubscribe anyone.
export default function UnsubscribePage() {
  return (
    <AuthFrame title="Unsubscribe" subtitle="Stop this kind of reminder email. No sign-in needed.">
      <Suspense>
        <UnsubscribeConfirm />
      </Suspense>
    </AuthFrame>
  );
}
