'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Mail, Plus, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { IntentLink } from '@/components/ui/intent-link';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api/client';
import { callOperation } from '@/lib/api/call-operation';
import * as inboxApi from '@/lib/contracts/inbox';
import type { InboxAccountDto } from '@/lib/inbox/schemas';
import { ConnectMailboxForm } from './connect-mailbox-form';
import { inboxAccountsKey, inboxProposalsKey, useInboxAccounts } from './queries';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** Profile → Inbox: connected mailboxes (sync now, disconnect), the connect form, the forwarding address. */
export function InboxSettingsCard() {
  const queryClient = useQueryClient();
  const accounts = useInboxAccounts();
  const [connecting, setConnecting] = useState(false);
  const [removing, setRemoving] = useState<InboxAccountDto | null>(null);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: inboxAccountsKey });
    void queryClient.invalidateQueries({ queryKey: inboxProposalsKey });
  };
  const sync = useMutation({
    mutationFn: (id: string) => callOperation(inboxApi.syncInboxAccount, { params: { id } }),
    onSuccess: (r) => {
      setStatus({
        ok: true,
        text: `Read ${r.read} new email${r.read === 1 ? '' : 's'}: ${r.proposals.length} proposed change${r.proposals.length === 1 ? '' : 's'}.`,
      });
      refresh();
    },
    onError: (err) => {
      setStatus({ ok: false, text: err instanceof ApiError ? err.message : 'The sync failed.' });
      refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => callOperation(inboxApi.deleteInboxAccount, { params: { id } }),
    onSuccess: () => {
      setRemoving(null);
      setStatus({ ok: true, text: 'Mailbox disconnected; what was read from it is deleted.' });
      refresh();
    },
    onError: () => {
      setRemoving(null);
      setStatus({ ok: false, text: 'Could not disconnect. Please try again.' });
    },
  });
  const disabled = accounts.data?.enabled === false;

  return (
    <Card id="inbox" aria-labelledby="inbox-settings-title">
      <CardHeader>
        <CardTitle id="inbox-settings-title" className="flex items-center gap-2">
          <Mail aria-hidden className="size-5 text-primary" /> Inbox
        </CardTitle>
        <CardDescription>
          Connect a mailbox over IMAP and recruiting emails (confirmations, rejections, interview
          invitations, offers) become proposed changes in your{' '}
          <IntentLink
            href="/inbox"
            className="font-medium text-primary underline underline-offset-2"
          >
            Inbox
          </IntentLink>
          . Only job-related emails are kept (headers and text, never attachments); nothing changes
          until you accept.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {accounts.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : disabled ? (
          <p className="text-sm text-muted-foreground">
            The inbox is not turned on on this server.
          </p>
        ) : accounts.isError ? (
          <p role="alert" className="text-sm text-danger">
            Failed to load your mailboxes.
          </p>
        ) : (
          <>
            {accounts.data.data.length ? (
              <ul aria-label="Connected mailboxes">
                {accounts.data.data.map((a) => (
                  <li
                    key={a.id}
                    className="flex flex-col gap-2 border-b py-3 last:border-b-0 sm:flex-row sm:items-start sm:justify-between"
                  >
                    <div className="min-w-0 text-sm">
                      <p className="font-medium break-all">{a.username}</p>
                      <p className="break-all text-muted-foreground">
                        {a.host}:{a.port} · {a.folders.join(', ')}
                      </p>
                      <p className="text-xs text-muted-foreground">
                        {a.last_sync_at ? `Last read ${when(a.last_sync_at)}` : 'Not read yet'}
                      </p>
                      {a.last_sync_error ? (
                        <p className="text-xs break-words text-danger">
                          Last sync failed: {a.last_sync_error}
                        </p>
                      ) : null}
                    </div>
                    <div className="flex gap-2 self-start">
                      <Button
                        variant="outline"
                        size="sm"
                        loading={sync.isPending && sync.variables === a.id}
                        onClick={() => sync.mutate(a.id)}
                        aria-label={`Sync ${a.username} now`}
                      >
                        <RefreshCw aria-hidden /> Sync now
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        className="text-danger"
                        onClick={() => setRemoving(a)}
                        aria-label={`Disconnect ${a.username}`}
                      >
                        <Trash2 aria-hidden /> Disconnect
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">No mailbox connected.</p>
            )}
            {accounts.data.forwarding_address ? (
              <p className="text-sm">
                Or forward recruiting emails to{' '}
                <code className="break-all font-medium">{accounts.data.forwarding_address}</code>.
              </p>
            ) : null}
            {connecting ? (
              <ConnectMailboxForm
                onConnected={() => {
                  setConnecting(false);
                  setStatus({ ok: true, text: 'Mailbox connected; it is read every few minutes.' });
                  refresh();
                }}
                onCancel={() => setConnecting(false)}
              />
            ) : (
              <Button variant="outline" className="self-start" onClick={() => setConnecting(true)}>
                <Plus aria-hidden /> Connect a mailbox
              </Button>
            )}
          </>
        )}
        <p role="status" className={status?.ok === false ? 'text-sm text-danger' : 'text-sm'}>
          {status?.text ?? ''}
        </p>
      </CardContent>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? null : setRemoving(null))}
        title="Disconnect this mailbox?"
        message={`${removing?.username ?? ''}: the connection and every email and proposal read from it are deleted. Your applications stay as they are.`}
        confirmLabel="Disconnect"
        destructive
        loading={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id)}
      />
    </Card>
  );
}
