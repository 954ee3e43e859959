'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { resetFlow } from './reset-flow-storage';
import { useResultDialog } from './use-result-dialog';
import { callOperation } from '@/lib/api/call-operation';
import * as authApi from '@/lib/contracts/auth';

/** Forgot password: emails a code, then /verify-code. */
export function ForgotPasswordForm() {
  const router = useRouter();
  const { show, dialog } = useResultDialog();
  const [email, setEmail] = useState('');
  const [loading, setLoading] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const value = email.trim().toLowerCase();
    if (!value) return;
    setLoading(true);
    try {
      const res = await callOperation(authApi.forgotPassword, { body: { email: value } });
      resetFlow.setEmail(value);
      show('Success!', res.message || 'Code sent successfully check your mail', () =>
        router.push('/verify-code'),
      );
    } catch {
      show('Error!', 'Not successfull check your E-mail address or try again later');
    } finally {
      setLoading(false);
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
            onChange={(e) => setEmail(e.target.value)}
            className="h-11"
          />
        </Field>
        <Button
          type="submit"
          size="lg"
          loading={loading}
          disabled={!email.trim()}
          className="w-full"
        >
          {loading ? 'Sending...' : 'Send Code'}
        </Button>
      </form>
      <p className="mt-5 text-center text-sm">
        <IntentLink href="/login" className="font-medium text-primary hover:underline">
          Back to login
        </IntentLink>
      </p>
      {dialog}
    </>
  );
}
