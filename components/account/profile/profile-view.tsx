'use client';

import { useQueryClient } from '@tanstack/react-query';
import { Camera, LogOut, Pencil, Sparkles, Trash2 } from 'lucide-react';
import { IntentLink } from '@/components/ui/intent-link';
import { useRef, useState, type ChangeEvent } from 'react';
import { useResultDialog } from '@/components/auth/use-result-dialog';
import { logout } from '@/components/shell/logout';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { storageKeys } from '@/lib/auth/session-storage';
import { timezoneCode } from '@/lib/time/timezone-options';
import { CalendarAndReminders } from '@/components/account/reminders/calendar-and-reminders';
import { AccountDataCard } from './account-data-card';
import { ApiTokensCard } from '@/components/account/tokens/api-tokens-card';
import { InboxSettingsCard } from '@/components/inbox/inbox-settings-card';
import { ConnectExtensionCard } from '@/components/account/extension/connect-extension-card';
import { ApplyingSection } from '@/components/apply/applying-section';
import { Avatar } from './avatar';
import { DeleteAccountDialog } from './delete-account-dialog';
import { AVATAR_MAX_BYTES, uploadAvatar, UploadStepError } from './upload-avatar';
import { userProfileKey, useUserProfile } from './use-user-profile';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5 border-b py-3 last:border-b-0 sm:flex-row sm:items-center sm:justify-between">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="break-all font-medium">{value}</dd>
    </div>
  );
}

/** Profile: avatar, username, time zone, email, Edit Profile, Delete Account; mobile adds Upgrade and Logout. */
export function ProfileView() {
  const { data: profile, isPending, isError } = useUserProfile();
  const queryClient = useQueryClient();
  const { show, dialog } = useResultDialog();
  const fileRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [confirming, setConfirming] = useState(false);

  async function onFile(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (file.size > AVATAR_MAX_BYTES) {
      show('Error!', 'File too large. Max 2MB.');
      return;
    }
    setUploading(true);
    try {
      const user = await uploadAvatar(file);
      localStorage.setItem(storageKeys.profilePicture, user.profile_picture ?? '');
      queryClient.setQueryData(userProfileKey, user);
    } catch (err) {
      show(
        'Error!',
        err instanceof UploadStepError && err.step === 'save'
          ? 'Could not update profile picture.'
          : 'Upload failed. Try again.',
      );
    } finally {
      setUploading(false);
    }
  }

  if (isError) {
    return (
      <p role="alert" className="text-danger">
        Failed to load profile.
      </p>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <h1 className="text-2xl font-bold tracking-tight">Profile</h1>
      <Card className="p-6">
        <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-center">
          <div className="relative">
            {isPending ? (
              <Skeleton className="size-24 rounded-full" />
            ) : (
              <Avatar
                src={profile?.profile_picture}
                name={profile?.username ?? ''}
                className="size-24"
              />
            )}
            <button
              type="button"
              onClick={() => fileRef.current?.click()}
              disabled={uploading || isPending}
              aria-label="Change profile picture"
              className="absolute -bottom-1 -right-1 grid size-9 place-items-center rounded-full border bg-surface shadow-sm hover:bg-surface-muted disabled:opacity-60"
            >
              <Camera aria-hidden className="size-4" />
            </button>
            <input
              ref={fileRef}
              type="file"
              accept="image/png,image/jpeg,image/webp"
              className="sr-only"
              tabIndex={-1}
              aria-label="Profile picture file"
              onChange={(e) => void onFile(e)}
            />
          </div>
          <div className="text-center sm:text-left">
            {isPending ? (
              <Skeleton className="h-6 w-40" />
            ) : (
              <p className="text-xl font-semibold">{profile?.username}</p>
            )}
            {uploading ? (
              <p role="status" className="text-sm text-muted-foreground">
                Uploading...
              </p>
            ) : null}
          </div>
        </div>
        <dl className="mt-6">
          {isPending ? (
            <Skeleton className="h-28 w-full" />
          ) : (
            <>
              <Row label="Username" value={profile?.username ?? ''} />
              <Row
                label="Timezone"
                value={
                  profile?.timezone
                    ? `${timezoneCode(profile.timezone)} (${profile.timezone})`
                    : 'Not set'
                }
              />
              <Row label="Email" value={profile?.email ?? ''} />
            </>
          )}
        </dl>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Button asChild variant="outline">
            <IntentLink href="/profile/edit">
              <Pencil aria-hidden />
              Edit Profile
            </IntentLink>
          </Button>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden />
            Delete Account
          </Button>
        </div>
      </Card>
      <CalendarAndReminders />
      <InboxSettingsCard />
      <ConnectExtensionCard />
      <ApplyingSection />
      <AccountDataCard />
      <ApiTokensCard />
      <div className="flex flex-col gap-3 md:hidden">
        <Button variant="outline" disabled>
          <Sparkles aria-hidden />
          Upgrade (Coming Soon)
        </Button>
        <Button variant="ghost" className="text-danger" onClick={() => void logout()}>
          <LogOut aria-hidden />
          Logout
        </Button>
      </div>
      <DeleteAccountDialog open={confirming} onOpenChange={setConfirming} />
      {dialog}
    </div>
  );
}
