'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { ApiError } from '@/lib/api/client';
import { PasswordInput } from './password-input';
import { resetFlow } from './reset-flow-storage';
import { useResultDialog } from './use-result-dialog';
import { callOperation } from '@/lib/api/call-operation';
import * as authApi from '@/lib/contracts/auth';

/** Reset password: sent only when both passwords match; success goes to /login. */
export function ResetPasswordForm() {
  const router = useRouter();
  const { show, dialog } = useResultDialog();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [loading, setLoading] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!password || password !== confirm) return;
    setLoading(true);
    try {
      const res = await callOperation(authApi.resetPassword, {
        body: { email: resetFlow.email(), new_password: password, reset_token: resetFlow.token() },
      });
      resetFlow.clear();
      show('Success!', res.message || 'Password Changed Successfully', () => router.push('/login'));
    } catch (err) {
      const body =
        err instanceof ApiError
          ? ((err.body ?? {}) as { message?: unknown; detail?: unknown })
          : {};
      const message =
        typeof body.message === 'string'
          ? body.message
          : typeof body.detail === 'string'
            ? body.detail
            : '';
      show('Error!', message || 'Operation failed try again later');
    } finally {
      setLoading(false);
    }
  }

  return (
    <>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Field label="New password" hint="At least 8 characters.">
          <PasswordInput
            name="new-password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
        <Field label="Confirm password">
          <PasswordInput
            name="confirm-password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
        </Field>
        <Button type="submit" size="lg" loading={loading} className="w-full">
          {loading ? 'Resetting...' : 'Reset Password'}
        </Button>
      </form>
      {dialog}
    </>
  );
}
