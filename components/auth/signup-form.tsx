'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { storeEmail } from '@/lib/auth/session-storage';
import { AuthTabs } from './auth-tabs';
import { errorMessage } from './error-message';
import { GoogleButton } from './google-button';
import { OrDivider } from './or-divider';
import { PasswordInput } from './password-input';
import { useResultDialog } from './use-result-dialog';
import { callOperation } from '@/lib/api/call-operation';
import * as authApi from '@/lib/contracts/auth';

/** Sign Up: Name, Email, Password; OK on success goes to /verify-email. */
export function SignupForm() {
  const router = useRouter();
  const { show, dialog } = useResultDialog();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [loading, setLoading] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!username.trim() || !email.trim() || !password) {
      setError('All fields are required.');
      return;
    }
    setError('');
    setLoading(true);
    try {
      const res = await callOperation(authApi.createAccount, {
        body: { username: username.trim(), email: email.trim(), password },
      });
      storeEmail(email.trim().toLowerCase());
      show('Success!', res.message ?? 'Account created successfully.', () =>
        router.push('/verify-email'),
      );
    } catch (err) {
      show('Error!', errorMessage(err, 'Signup failed.'));
    } finally {
      setLoading(false);
    }
  }

  return (
    <>
      <AuthTabs current="signup" />
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Field label="Name">
          <Input
            name="name"
            autoComplete="name"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            className="h-11"
          />
        </Field>
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
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
        <p role="alert" className="min-h-5 text-sm text-danger">
          {error}
        </p>
        <Button type="submit" size="lg" loading={loading} className="w-full">
          {loading ? 'Signing up...' : 'Sign Up'}
        </Button>
      </form>
      <OrDivider />
      <GoogleButton />
      <p className="mt-5 text-center text-sm text-muted-foreground">
        Have an account?{' '}
        <IntentLink href="/login" className="font-medium text-primary hover:underline">
          Sign in
        </IntentLink>
      </p>
      <p className="mt-4 text-center text-xs text-muted-foreground">
        By signing up you agree to our{' '}
        <IntentLink href="/terms" className="underline hover:text-foreground">
          Terms of Service
        </IntentLink>{' '}
        and{' '}
        <IntentLink href="/privacy" className="underline hover:text-foreground">
          Privacy Policy
        </IntentLink>
        .
      </p>
      {dialog}
    </>
  );
}
