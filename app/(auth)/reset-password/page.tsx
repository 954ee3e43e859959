import type { Metadata } from 'next';
import { AuthFrame } from '@/components/auth/auth-frame';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';

export const metadata: Metadata = { title: 'Reset password' };

export default function ResetPasswordPage() {
  return (
    <AuthFrame title="Reset password" subtitle="Choose a new password.">
      <ResetPasswordForm />
    </AuthFrame>
  );
}
