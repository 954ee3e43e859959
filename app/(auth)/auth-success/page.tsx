import type { Metadata } from 'next';
import { Suspense } from 'react';
import { AuthSuccess } from '@/components/auth/auth-success';

export const metadata: Metadata = { title: 'Authenticating...' };

export default function AuthSuccessPage() {
  return (
    <Suspense>
      <AuthSuccess />
    </Suspense>
  );
}
