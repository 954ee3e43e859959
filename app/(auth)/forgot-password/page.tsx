import type { Metadata } from 'next';
import { AuthFrame } from '@/components/auth/auth-frame';
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form';

export const metadata: Metadata = { title: 'Forgot password' };

export default function ForgotPasswordPage() {
  return (
    <AuthFrame
      title="Forgot password"
      subtitle="Enter your email and we will send you a reset code."
    >
      <ForgotPasswordForm />
    </AuthFrame>
  );
}
