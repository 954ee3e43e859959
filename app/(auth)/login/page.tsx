import type { Metadata } from 'next';
import { AuthFrame } from '@/components/auth/auth-frame';
import { GuestOnly } from '@/components/auth/guest-only';
import { LoginForm } from '@/components/auth/login-form';

export const metadata: Metadata = { title: 'Login' };

export default function LoginPage() {
  return (
    <GuestOnly>
      <AuthFrame title="Welcome to Pursuit" subtitle="Sign in to your account.">
        <LoginForm />
      </AuthFrame>
    </GuestOnly>
  );
}
