'use client';

import { useRouter } from 'next/navigation';
import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { getStoredEmail } from '@/lib/auth/session-storage';
import { CodeInput } from './code-input';
import { errorMessage } from './error-message';
import { useResultDialog } from './use-result-dialog';
import { callOperation } from '@/lib/api/call-operation';
import * as authApi from '@/lib/contracts/auth';

const noop = () => () => {};

/** Verify email: the six-digit code for the email saved at sign-up; success goes to /login. */
export function VerifyEmailForm() {
  const router = useRouter();
  const { show, dialog } = useResultDialog();
  const stored = useSyncExternalStore(noop, getStoredEmail, () => '');
  const [typedEmail, setTypedEmail] = useState<string | null>(null);
  const email = typedEmail ?? stored;
  const [code, setCode] = useState('');
  const [loading, setLoading] = useState(false);
  const [resending, setResending] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!email.trim() || code.length !== 6) return;
    setLoading(true);
    try {
      const res = await callOperation(authApi.verifyEmail, {
        query: { email: email.trim(), code },
      });
      show('Success!', res.message || 'Email verified successfully', () => router.push('/login'));
    } catch (err) {
      show('Error!', errorMessage(err, 'Invalid or expired code. Try again.'));
    } finally {
      setLoading(false);
    }
  }

  async function resend() {
    if (!email.trim()) return;
    setResending(true);
    try {
      const res = await callOperation(authApi.resendVerificationCode, {
        query: { email: email.trim() },
      });
      show('Success!', res.message || 'Verification code resent successfully.');
    } catch {
      show('Error!', 'Failed to resend code. Try again later.');
    } finally {
      setResending(false);
    }
  }

  return (
    <>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Field label="Email">
          <Input
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setTypedEmail(e.target.value)}
            className="h-11"
          />
        </Field>
        <Field label="Verification code" hint="Enter the six-digit code we emailed you.">
          <CodeInput name="code" value={code} onChange={setCode} />
        </Field>
        <Button
          type="submit"
          size="lg"
          loading={loading}
          disabled={code.length !== 6 || !email.trim()}
          className="w-full"
        >
          {loading ? 'Verifying...' : 'Verify Email'}
        </Button>
      </form>
      <Button
        variant="ghost"
        className="mt-3 w-full"
        loading={resending}
        onClick={() => void resend()}
      >
        Resend code
      </Button>
      {dialog}
    </>
  );
}
