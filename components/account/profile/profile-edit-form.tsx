'use client';

import { useQueryClient } from '@tanstack/react-query';
import { IntentLink } from '@/components/ui/intent-link';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '@/components/auth/error-message';
import { useResultDialog } from '@/components/auth/use-result-dialog';
import { TimezonePicker } from '@/components/account/timezone/timezone-picker';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import type { UserDto } from '@/lib/contracts/account-answers';
import { storageKeys } from '@/lib/auth/session-storage';
import { userProfileKey, useUserProfile } from './use-user-profile';
import { callOperation } from '@/lib/api/call-operation';
import * as accountApi from '@/lib/contracts/account';

function EditForm({ profile }: { profile: UserDto }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const { show, dialog } = useResultDialog();
  const [username, setUsername] = useState(profile.username);
  const [timezone, setTimezone] = useState(profile.timezone ?? '');
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const changes: { username?: string; timezone?: string } = {};
    if (username.trim() !== profile.username) changes.username = username.trim();
    if (timezone && timezone !== profile.timezone) changes.timezone = timezone;
    if (!username.trim()) return setError('Username is required');
    setError('');
    if (!Object.keys(changes).length) return router.push('/my-profile');
    setSaving(true);
    try {
      const res = await callOperation(accountApi.updateUserProfile, { body: changes });
      queryClient.setQueryData(userProfileKey, res.data);
      localStorage.setItem(storageKeys.username, res.data.username);
      show('Success!', res.message, () => router.push('/my-profile'));
    } catch (err) {
      show('Error!', errorMessage(err, 'Failed to update profile.'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <Field label="Username" error={error}>
        <Input
          name="username"
          autoComplete="nickname"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          className="h-11"
        />
      </Field>
      <TimezonePicker
        id="profile-timezone"
        label="Time zone"
        value={timezone}
        onChange={setTimezone}
      />
      <div className="flex flex-col gap-3 sm:flex-row-reverse">
        <Button type="submit" loading={saving}>
          {saving ? 'Saving...' : 'Save Changes'}
        </Button>
        <Button asChild variant="outline">
          <IntentLink href="/my-profile">Cancel</IntentLink>
        </Button>
      </div>
      {dialog}
    </form>
  );
}

/** /profile/edit: username and time zone; only changed fields are sent. */
export function ProfileEditForm() {
  const { data, isPending, isError } = useUserProfile();
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <h1 className="text-2xl font-bold tracking-tight">Edit Profile</h1>
      <Card className="p-6">
        {isError ? (
          <p role="alert" className="text-danger">
            Failed to load profile.
          </p>
        ) : isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : (
          <EditForm profile={data} />
        )}
      </Card>
    </div>
  );
}
