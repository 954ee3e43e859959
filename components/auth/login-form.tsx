'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useRouter } from 'next/navigation';
import { Suspense, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api/client';
import { setTokens, storeEmail, storeUser } from '@/lib/auth/session-storage';
import { AuthTabs } from './auth-tabs';
import { errorMessage } from './error-message';
import { GoogleButton } from './google-button';
import { GoogleErrorNotice } from './google-error-notice';
import { OrDivider } from './or-divider';
import { PasswordInput } from './password-input';
import { useResultDialog } from './use-result-dialog';
import { callOperation } from '@/lib/api/call-operation';
import * as authApi from '@/lib/contracts/auth';

/** Login: closing the success dialog goes to /dashboard, or /timezone when none is set. */
export function LoginForm() {
  const router = useRouter();
  const { show, dialog } = useResultDialog();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [loading, setLoading] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!email.trim() || !password) return;
    setLoading(true);
    try {
      const res = await callOperation(authApi.login, { body: { email: email.trim(), password } });
      setTokens(res);
      storeUser(res.data);
      show('Success!', res.message || 'Account login successfully', () =>
        router.push(res.data.timezone ? '/dashboard' : '/timezone'),
      );
    } catch (err) {
      if (err instanceof ApiError && err.code === 'EMAIL_NOT_VERIFIED') {
        // A fresh code is on its way: the verification screen is the way forward.
        storeEmail(email.trim().toLowerCase());
        show('Error!', errorMessage(err, 'Login Failed'), () => router.push('/verify-email'));
      } else {
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
        show(
          'Error!',
          message ||
            (err instanceof Error && !(err instanceof ApiError) ? err.message : '') ||
            'Login Failed',
        );
      }
    } finally {
      setLoading(false);
    }
  }

  return (
    <>
      <AuthTabs current="login" />
      {/* Only the notice reads the query string, so the form itself is prerendered (no layout shift). */}
      <Suspense>
        <GoogleErrorNotice />
      </Suspense>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Field label="Email">
          <Input
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            className="h-11"
          />
        </Field>
        <Field label="Password">
          <PasswordInput
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
        <div className="-mt-1 text-right">
          <IntentLink
            href="/forgot-password"
            className="text-sm font-medium text-primary hover:underline"
          >
            Forgot your password?
          </IntentLink>
        </div>
        <Button type="submit" size="lg" loading={loading} className="w-full">
          {loading ? 'Signing up...' : 'Login'}
        </Button>
      </form>
      <OrDivider />
      <GoogleButton />
      <p className="mt-5 text-center text-sm text-muted-foreground">
        Don&apos;t have an account?{' '}
        <IntentLink href="/signup" className="font-medium text-primary hover:underline">
          Sign Up
        </IntentLink>
      </p>
      {dialog}
    </>
  );
}
