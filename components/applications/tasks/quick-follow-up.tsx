'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useUpdateApplication, useUserTimezone } from '@/components/applications/queries';
import { calendarDateIn } from '@/lib/time/wall-clock';
import { addDays, formatDay } from './format-due';

/** Sets the application's follow-up date in one click: in 3 days, in a week (from today in the user's zone), or a picked date. */
export function QuickFollowUp({ applicationId }: { applicationId: string }) {
  const update = useUpdateApplication(applicationId);
  const zone = useUserTimezone();
  const [picking, setPicking] = useState(false);
  const [picked, setPicked] = useState('');
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  async function setFollowUp(date: string) {
    setStatus(null);
    try {
      await update.mutateAsync({ follow_up_date: date });
      setPicking(false);
      setStatus({ ok: true, text: `Follow-up set for ${formatDay(date)}.` });
    } catch (e) {
      setStatus({
        ok: false,
        text: e instanceof Error ? e.message : 'Could not set the follow-up. Please try again.',
      });
    }
  }

  const today = () => calendarDateIn(new Date(), zone);
  return (
    <div className="mt-2 flex flex-col gap-2" role="group" aria-label="Quick follow-up">
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={update.isPending}
          onClick={() => void setFollowUp(addDays(today(), 3))}
        >
          In 3 days
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={update.isPending}
          onClick={() => void setFollowUp(addDays(today(), 7))}
        >
          In a week
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={picking}
          onClick={() => setPicking((p) => !p)}
        >
          Pick a date
        </Button>
      </div>
      {picking ? (
        <form
          className="flex flex-wrap items-center gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (picked) void setFollowUp(picked);
          }}
        >
          <label htmlFor={`follow-up-${applicationId}`} className="sr-only">
            Follow up on
          </label>
          <Input
            id={`follow-up-${applicationId}`}
            type="date"
            className="w-auto"
            value={picked}
            min={today()}
            onChange={(e) => setPicked(e.target.value)}
          />
          <Button type="submit" size="sm" disabled={!picked} loading={update.isPending}>
            Set follow-up
          </Button>
        </form>
      ) : null}
      <p
        role="status"
        className={`text-sm ${status?.ok === false ? 'text-danger' : 'text-muted-foreground'}`}
      >
        {status?.text ?? ''}
      </p>
    </div>
  );
}
