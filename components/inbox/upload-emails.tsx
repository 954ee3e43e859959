'use client';

import { useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { ApiError } from '@/lib/api/client';
import { callOperation } from '@/lib/api/call-operation';
import * as inboxApi from '@/lib/contracts/inbox';
import { inboxProposalsKey } from './queries';

/** Reads .eml and .mbox files (exported from any mail program) without connecting a mailbox. */
export function UploadEmails() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  async function onFiles(e: ChangeEvent<HTMLInputElement>) {
    const files = [...(e.target.files ?? [])];
    e.target.value = '';
    if (!files.length) return;
    setBusy(true);
    setStatus(null);
    let read = 0;
    let proposed = 0;
    try {
      for (const file of files) {
        const type = /\.mbox$/i.test(file.name) ? 'application/mbox' : 'message/rfc822';
        const res = await callOperation(inboxApi.uploadInboxMessages, {
          raw: new Blob([file], { type }),
        });
        read += res.read;
        proposed += res.proposals.length;
      }
      setStatus({
        ok: true,
        text: `Read ${read} email${read === 1 ? '' : 's'}: ${proposed} proposed change${proposed === 1 ? '' : 's'}.`,
      });
      void queryClient.invalidateQueries({ queryKey: inboxProposalsKey });
    } catch (err) {
      setStatus({ ok: false, text: err instanceof ApiError ? err.message : 'The upload failed.' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <label
        className={cn(
          buttonVariants({ variant: 'outline' }),
          'cursor-pointer self-start focus-within:outline-2 focus-within:outline-ring',
          busy && 'pointer-events-none opacity-60',
        )}
      >
        <Upload aria-hidden /> {busy ? 'Reading…' : 'Upload .eml or .mbox'}
        <input
          type="file"
          accept=".eml,.mbox,message/rfc822,application/mbox"
          multiple
          disabled={busy}
          className="sr-only"
          onChange={(e) => void onFiles(e)}
        />
      </label>
      <p
        role="status"
        className={status?.ok === false ? 'text-sm text-danger' : 'text-sm text-muted-foreground'}
      >
        {status?.text ?? ''}
      </p>
    </div>
  );
}
