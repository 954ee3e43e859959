'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useState, useSyncExternalStore } from 'react';
import { storageKeys } from '@/lib/auth/session-storage';

/** A neutral person silhouette, used when no picture is stored (or it is 'null'). */
export const DEFAULT_AVATAR =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#e2e8f0"/><circle cx="32" cy="25" r="12" fill="#94a3b8"/><path d="M10 60c2-13 11-20 22-20s20 7 22 20" fill="#94a3b8"/></svg>',
  );

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

function readPicture(): string | null {
  return window.localStorage.getItem(storageKeys.profilePicture);
}

/** The avatar button opening /my-profile, from the stored profile picture. */
export function ProfileAvatarButton() {
  const stored = useSyncExternalStore(subscribe, readPicture, () => null);
  const [broken, setBroken] = useState<string | null>(null);
  const usable =
    stored && stored.trim() && stored !== 'null' && stored !== 'undefined' && stored !== broken;
  const src = usable ? stored : DEFAULT_AVATAR;
  return (
    <IntentLink
      href="/my-profile"
      aria-label="Open my profile"
      className="block size-11 shrink-0 overflow-hidden rounded-full border-2 border-surface shadow-sm ring-1 ring-border focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- avatars come from any host (Cloudinary or local) */}
      <img
        src={src}
        alt=""
        width={44}
        height={44}
        className="size-full object-cover"
        onError={() => setBroken(stored)}
        data-testid="profile-avatar"
      />
    </IntentLink>
  );
}
