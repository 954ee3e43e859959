'use client';

import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { fetchOperation } from '@/lib/api/call-operation';
import { saveResponseAs, serverFileName } from '@/components/ui/save-file';
import * as applicationsApi from '@/lib/contracts/applications';

/** "Add to calendar": downloads the interview as an .ics file (the API needs the bearer token, so it goes through fetch). */
export function AddToCalendarButton({ applicationId }: { applicationId: string }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function download() {
    setBusy(true);
    setFailed(false);
    try {
      const res = await fetchOperation(applicationsApi.getInterviewIcs, {
        params: { id: applicationId },
      });
      await saveResponseAs(res, serverFileName(res, 'interview.ics'));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <span className="mt-2 flex flex-wrap items-center gap-3">
      <Button variant="outline" size="sm" loading={busy} onClick={() => void download()}>
        <CalendarPlus aria-hidden /> Add to calendar
      </Button>
      {failed ? (
        <span role="alert" className="text-sm text-danger">
          Could not create the calendar file. Please try again.
        </span>
      ) : null}
    </span>
  );
}
