'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarDays, Copy, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { callOperation } from '@/lib/api/call-operation';
import * as accountApi from '@/lib/contracts/account';

const feedKey = ['calendar-feed'] as const;

const STEPS: { app: string; how: string }[] = [
  {
    app: 'Google Calendar',
    how: 'On the web, next to "Other calendars" choose + → From URL, paste the link and choose Add calendar.',
  },
  {
    app: 'Apple Calendar',
    how: 'On a Mac: File → New Calendar Subscription…, paste the link. On iPhone: Settings → Apps → Calendar → Calendar Accounts → Add Account → Other → Add Subscribed Calendar.',
  },
  {
    app: 'Outlook',
    how: 'In Outlook on the web: Add calendar → Subscribe from web, paste the link and choose Import.',
  },
];

/** Profile section: the private calendar feed URL (shown once, with copy), rotate, revoke, and how to subscribe. */
export function CalendarFeedCard() {
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: feedKey,
    queryFn: () => callOperation(accountApi.getCalendarFeed),
  });
  const [url, setUrl] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const create = useMutation({
    mutationFn: () => callOperation(accountApi.createCalendarFeed),
    onSuccess: (feed) => {
      setUrl(feed.url);
      setCopied(false);
      setError(null);
      queryClient.setQueryData(feedKey, { active: true, created_at: feed.created_at });
    },
    onError: () => setError('Could not create the feed link. Please try again.'),
  });
  const revoke = useMutation({
    mutationFn: () => callOperation(accountApi.revokeCalendarFeed),
    onSuccess: () => {
      setUrl(null);
      setConfirming(false);
      setError(null);
      queryClient.setQueryData(feedKey, { active: false, created_at: null });
    },
    onError: () => {
      setConfirming(false);
      setError('Could not revoke the feed link. Please try again.');
    },
  });

  async function copy() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setError('Copy failed: select the link and copy it by hand.');
    }
  }

  const active = status.data?.active ?? false;
  return (
    <Card aria-labelledby="calendar-feed-title">
      <CardHeader>
        <CardTitle id="calendar-feed-title" className="flex items-center gap-2">
          <CalendarDays aria-hidden className="size-5 text-primary" /> Calendar feed
        </CardTitle>
        <CardDescription>
          See your interviews and follow-up dates in your own calendar. The link is private: anyone
          who has it can read these events, so keep it to yourself.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {status.isPending ? (
          <Skeleton className="h-10 w-full" />
        ) : url ? (
          <div className="flex flex-col gap-2">
            <label htmlFor="calendar-feed-url" className="text-sm font-medium">
              Your feed link
            </label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                id="calendar-feed-url"
                readOnly
                value={url}
                onFocus={(e) => e.currentTarget.select()}
                className="font-mono text-xs"
              />
              <Button variant="outline" onClick={() => void copy()}>
                <Copy aria-hidden /> {copied ? 'Copied' : 'Copy'}
              </Button>
            </div>
            <p className="text-xs text-muted-foreground">
              This link is shown only now. If you lose it, create a new one (the old one then stops
              working).
            </p>
          </div>
        ) : active ? (
          <p className="text-sm">
            A feed link is active
            {status.data?.created_at
              ? ` since ${new Date(status.data.created_at).toLocaleDateString(undefined, { dateStyle: 'medium' })}`
              : ''}
            . For your safety it is shown only once; create a new link to see one again.
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">No feed link yet.</p>
        )}
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button
            variant={active ? 'outline' : 'primary'}
            loading={create.isPending}
            onClick={() => create.mutate()}
          >
            <RefreshCw aria-hidden /> {active ? 'Create new link' : 'Create feed link'}
          </Button>
          {active ? (
            <Button variant="ghost" className="text-danger" onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden /> Revoke link
            </Button>
          ) : null}
        </div>
        {error ? (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
        <div>
          <h3 className="text-sm font-semibold">How to subscribe</h3>
          <ul className="mt-2 flex flex-col gap-2 text-sm text-muted-foreground">
            {STEPS.map((s) => (
              <li key={s.app}>
                <span className="font-medium text-foreground">{s.app}:</span> {s.how}
              </li>
            ))}
          </ul>
          <p className="mt-2 text-xs text-muted-foreground">
            Calendar apps refresh subscribed calendars on their own schedule (Google: every few
            hours).
          </p>
        </div>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Revoke the calendar feed?"
        message="Calendars subscribed to this link stop updating. You can create a new link later."
        confirmLabel="Revoke"
        destructive
        loading={revoke.isPending}
        onConfirm={() => revoke.mutate()}
      />
    </Card>
  );
}
