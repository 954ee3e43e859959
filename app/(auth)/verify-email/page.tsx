import type { Metadata } from 'next';
import { AuthFrame } from '@/components/auth/auth-frame';
import { VerifyEmailForm } from '@/components/auth/verify-email-form';

export const metadata: Metadata = { title: 'Verify your email' };

export default function VerifyEmailPage() {
  return (
    <AuthFrame title="Verify your email" subtitle="We emailed you a six-digit code.">
      <VerifyEmailForm />
    </AuthFrame>
  );
}
