import type { Metadata } from 'next';
import { AuthFrame } from '@/components/auth/auth-frame';
import { RequireSession } from '@/components/shell/require-session';
import { TimezoneForm } from '@/components/account/timezone/timezone-form';

export const metadata: Metadata = { title: 'Set Your Time Zone' };

export default function TimezonePage() {
  return (
    <RequireSession>
      <AuthFrame title="Set Your Time Zone" subtitle="Interview times are shown in this zone.">
        <TimezoneForm />
      </AuthFrame>
    </RequireSession>
  );
}
