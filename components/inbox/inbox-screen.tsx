'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckCheck, Inbox } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { IntentLink } from '@/components/ui/intent-link';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api/client';
import { callOperation } from '@/lib/api/call-operation';
import * as inboxApi from '@/lib/contracts/inbox';
import { ProposalItem } from './proposal-item';
import { inboxProposalsKey, useInboxProposals } from './queries';
import { UploadEmails } from './upload-emails';

const errorText = (err: unknown) =>
  err instanceof ApiError ? err.message : 'That did not work. Please try again.';

/** /inbox: the changes recruiting emails propose; accept (one, or every confirmation at once) or dismiss. */
export function InboxScreen() {
  const queryClient = useQueryClient();
  const proposals = useInboxProposals();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const done = (text: string) => {
    setNotice({ ok: true, text });
    void queryClient.invalidateQueries({ queryKey: inboxProposalsKey });
    void queryClient.invalidateQueries({ queryKey: ['applications'] });
  };
  const failed = (err: unknown) => setNotice({ ok: false, text: errorText(err) });
  const accept = useMutation({
    mutationFn: (id: string) =>
      callOperation(inboxApi.acceptInboxProposal, { params: { id }, body: {} }),
    onSuccess: () => done('Accepted: the application is updated.'),
    onError: failed,
  });
  const dismiss = useMutation({
    mutationFn: (id: string) => callOperation(inboxApi.dismissInboxProposal, { params: { id } }),
    onSuccess: () => done('Dismissed: this email will not be proposed again.'),
    onError: failed,
  });
  const bulk = useMutation({
    mutationFn: (ids: string[]) =>
      callOperation(inboxApi.bulkAcceptInboxProposals, { body: { ids } }),
    onSuccess: (res) =>
      done(`Accepted ${res.data.length} confirmation${res.data.length === 1 ? '' : 's'}.`),
    onError: failed,
  });
  const busy = accept.isPending || dismiss.isPending || bulk.isPending;
  const list = proposals.data?.data;
  const confirmations = (list ?? []).filter((p) => p.kind === 'confirmation');
  const disabled = proposals.data?.enabled === false;

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="flex items-center gap-2 text-2xl font-semibold tracking-tight">
          <Inbox aria-hidden className="size-6 text-primary" /> Inbox
        </h1>
        {confirmations.length > 1 ? (
          <Button
            onClick={() => bulk.mutate(confirmations.map((p) => p.id))}
            loading={bulk.isPending}
            disabled={busy}
          >
            <CheckCheck aria-hidden /> Accept all {confirmations.length} confirmations
          </Button>
        ) : null}
      </div>
      <p className="text-sm text-muted-foreground">
        Recruiting emails become proposed changes here; nothing changes until you accept. Connect a
        mailbox in{' '}
        <IntentLink
          href="/my-profile#inbox"
          className="font-medium text-primary underline underline-offset-2"
        >
          Profile → Inbox
        </IntentLink>
        , or upload emails you saved.
      </p>
      <UploadEmails />
      <p role="status" className={notice?.ok === false ? 'text-sm text-danger' : 'text-sm'}>
        {notice?.text ?? ''}
      </p>
      <section
        aria-labelledby="proposals-title"
        className="rounded-card border bg-surface p-4 shadow-xs"
      >
        <h2 id="proposals-title" className="text-lg font-semibold">
          Proposed changes{list && !disabled ? ` (${list.length})` : ''}
        </h2>
        {proposals.isPending ? (
          <Skeleton className="mt-3 h-24 w-full" />
        ) : disabled ? (
          <p className="mt-3 text-sm text-muted-foreground">
            The inbox is not turned on on this server.
          </p>
        ) : proposals.isError ? (
          <p role="alert" className="mt-3 text-sm text-danger">
            Failed to load the proposals.
          </p>
        ) : proposals.data.data.length ? (
          <ul aria-label="Proposed changes">
            {proposals.data.data.map((p) => (
              <ProposalItem
                key={p.id}
                proposal={p}
                busy={busy}
                onAccept={() => accept.mutate(p.id)}
                onDismiss={() => dismiss.mutate(p.id)}
              />
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-muted-foreground">
            Nothing to review: you are up to date.
          </p>
        )}
      </section>
    </div>
  );
}
