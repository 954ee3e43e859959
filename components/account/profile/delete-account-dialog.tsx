'use client';

import { useState, type FormEvent } from 'react';
import { PasswordInput } from '@/components/auth/password-input';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { callOperation } from '@/lib/api/call-operation';
import { ApiError } from '@/lib/api/client';
import * as accountApi from '@/lib/contracts/account';
import { clearTokens, clearUser } from '@/lib/auth/session-storage';

/**
 * "Delete Account" confirmation that asks for the password (the server checks it). Accounts
 * made with Google have none: they leave it empty within ten minutes of a Google sign-in.
 */
export function DeleteAccountDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [deleting, setDeleting] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setDeleting(true);
    setError(undefined);
    try {
      const desktop = window.matchMedia('(min-width: 768px)').matches;
      await callOperation(desktop ? accountApi.deleteAccount : accountApi.deleteAccountMobile, {
        body: password ? { password } : {},
      });
      clearTokens();
      clearUser();
      // A full page load drops every cached query of the deleted account.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign('/login');
    } catch (err) {
      setDeleting(false);
      setError(
        err instanceof ApiError && err.status < 500
          ? err.message.replace(/^password: /, '')
          : 'Failed to delete account.',
      );
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (deleting) return;
        if (!next) {
          setPassword('');
          setError(undefined);
        }
        onOpenChange(next);
      }}
    >
      <DialogContent hideClose className="max-w-md" role="alertdialog">
        <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
          <DialogHeader className="pr-0">
            <DialogTitle>Delete Account</DialogTitle>
            <DialogDescription>
              This permanently deletes your account, applications, resumes and profile picture. This
              cannot be undone.
            </DialogDescription>
          </DialogHeader>
          <Field
            label="Password"
            error={error}
            hint="Signed up with Google? Leave it empty: it works within 10 minutes of signing in with Google."
          >
            <PasswordInput
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </Field>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={deleting}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" variant="danger" loading={deleting}>
              Delete Account
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
