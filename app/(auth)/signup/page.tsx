import type { Metadata } from 'next';
import { AuthFrame } from '@/components/auth/auth-frame';
import { GuestOnly } from '@/components/auth/guest-only';
import { SignupForm } from '@/components/auth/signup-form';

export const metadata: Metadata = { title: 'Sign Up' };

export default function SignupPage() {
  return (
    <GuestOnly>
      <AuthFrame title="Welcome to Pursuit" subtitle="Create your account.">
        <SignupForm />
      </AuthFrame>
    </GuestOnly>
  );
}
