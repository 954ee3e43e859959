'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useRouter } from 'next/navigation';
import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { CodeInput } from './code-input';
import { resetFlow } from './reset-flow-storage';
import { useResultDialog } from './use-result-dialog';
import { callOperation } from '@/lib/api/call-operation';
import * as authApi from '@/lib/contracts/auth';

const VERIFIED = 'Reset code verified successfully. You can now reset your password.';
const noop = () => () => {};

/** Verify the reset code; only the exact success message moves on to /reset-password. */
export function VerifyCodeForm() {
  const router = useRouter();
  const { show, dialog } = useResultDialog();
  const email = useSyncExternalStore(noop, resetFlow.email, () => '');
  const [code, setCode] = useState('');
  const [loading, setLoading] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (code.length !== 6) return;
    setLoading(true);
    try {
      const res = await callOperation(authApi.verifyResetCode, { body: { token: code, email } });
      if (res.message === VERIFIED && res.reset_token) {
        resetFlow.setToken(res.reset_token);
        router.push('/reset-password');
      } else {
        show('Error!', 'Invalid code try again later');
      }
    } catch {
      show('Error!', 'Invalid code try again later');
    } finally {
      setLoading(false);
    }
  }

  return (
    <>
      {email ? (
        <p className="mb-4 text-sm text-muted-foreground">
          We sent a six-digit code to <span className="font-medium text-foreground">{email}</span>.
        </p>
      ) : (
        <p className="mb-4 text-sm text-muted-foreground">
          Start from{' '}
          <IntentLink href="/forgot-password" className="font-medium text-primary hover:underline">
            Forgot password
          </IntentLink>{' '}
          so we know where to send the code.
        </p>
      )}
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Field label="Reset code">
          <CodeInput name="code" value={code} onChange={setCode} />
        </Field>
        <Button
          type="submit"
          size="lg"
          loading={loading}
          disabled={code.length !== 6 || !email}
          className="w-full"
        >
          {loading ? 'Verifying...' : 'Verify Code'}
        </Button>
      </form>
      {dialog}
    </>
  );
}
