import type { Metadata } from 'next';
import { AuthFrame } from '@/components/auth/auth-frame';
import { VerifyCodeForm } from '@/components/auth/verify-code-form';

export const metadata: Metadata = { title: 'Enter reset code' };

export default function VerifyCodePage() {
  return (
    <AuthFrame title="Enter reset code">
      <VerifyCodeForm />
    </AuthFrame>
  );
}
