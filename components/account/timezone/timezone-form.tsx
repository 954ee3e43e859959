'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '@/components/auth/error-message';
import { useResultDialog } from '@/components/auth/use-result-dialog';
import { Button } from '@/components/ui/button';
import { TimezonePicker } from './timezone-picker';
import { callOperation } from '@/lib/api/call-operation';
import * as authApi from '@/lib/contracts/auth';

/** Set Your Time Zone: Continue stays disabled until a zone is chosen; success goes to /dashboard. */
export function TimezoneForm() {
  const router = useRouter();
  const { show, dialog } = useResultDialog();
  const [zone, setZone] = useState('');
  const [loading, setLoading] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!zone) return;
    setLoading(true);
    try {
      const res = await callOperation(authApi.addTimezone, { body: { timezone: zone } });
      show('Success!', res.message || 'Timezone saved successfully', () =>
        router.push('/dashboard'),
      );
    } catch (err) {
      show('Error!', errorMessage(err, 'Failed to save timezone'));
    } finally {
      setLoading(false);
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-5">
      <TimezonePicker id="timezone" label="Time zone" value={zone} onChange={setZone} />
      <Button type="submit" size="lg" disabled={!zone} loading={loading} className="w-full">
        Continue
      </Button>
      {dialog}
    </form>
  );
}
