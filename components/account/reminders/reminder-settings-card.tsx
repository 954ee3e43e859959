'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import type { ReminderSettingsDto } from '@/lib/reminders/schemas';
import { callOperation } from '@/lib/api/call-operation';
import * as accountApi from '@/lib/contracts/account';

const settingsKey = ['reminder-settings'] as const;

const KINDS: { key: keyof ReminderSettingsDto; label: string; hint: string }[] = [
  {
    key: 'interviews',
    label: 'Interview reminders',
    hint: '24 hours and 1 hour before each interview.',
  },
  {
    key: 'follow_ups',
    label: 'Follow-up reminders',
    hint: 'At 09:00 your time on the follow-up date.',
  },
  {
    key: 'no_reply',
    label: '"No reply after 14 days" nudges',
    hint: 'For applications still at Applied two weeks on.',
  },
  {
    key: 'tasks',
    label: 'Task reminders',
    hint: 'When a task on an application is due.',
  },
];

/** Profile section: which reminder emails to get (each kind on or off; all on by default), saved on change. */
export function ReminderSettingsCard() {
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: settingsKey,
    queryFn: () => callOperation(accountApi.getReminderSettings),
  });
  const save = useMutation({
    mutationFn: ({ next }: { next: ReminderSettingsDto; previous: ReminderSettingsDto }) =>
      callOperation(accountApi.updateReminderSettings, { body: next }),
    onError: (_e, { previous }) => queryClient.setQueryData(settingsKey, previous),
    onSuccess: (saved) => queryClient.setQueryData(settingsKey, saved),
  });
  // The box shows its new state in the click's own frame: the cache is written before the
  // mutation starts (a mutation's onMutate runs after an await, so a controlled checkbox could
  // still read the old value when the click's handler returned).
  const toggle = (key: (typeof KINDS)[number]['key'], on: boolean) => {
    const previous = settings.data;
    if (!previous) return;
    const next = { ...previous, [key]: on };
    queryClient.setQueryData(settingsKey, next);
    save.mutate({ next, previous });
  };

  return (
    <Card aria-labelledby="reminder-settings-title">
      <CardHeader>
        <CardTitle id="reminder-settings-title" className="flex items-center gap-2">
          <BellRing aria-hidden className="size-5 text-primary" /> Reminder emails
        </CardTitle>
        <CardDescription>
          Every reminder email also has a one-click unsubscribe link.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending || !settings.data ? (
          <Skeleton className="h-24 w-full" />
        ) : (
          <fieldset className="flex flex-col gap-3">
            <legend className="sr-only">Reminder emails to receive</legend>
            {KINDS.map((k) => (
              <label
                key={k.key}
                className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 hover:bg-surface-muted"
              >
                <input
                  type="checkbox"
                  className="mt-0.5 size-4 accent-primary"
                  checked={settings.data[k.key] ?? true}
                  onChange={(e) => toggle(k.key, e.target.checked)}
                />
                <span className="flex flex-col">
                  <span className="text-sm font-medium">{k.label}</span>
                  <span className="text-xs text-muted-foreground">{k.hint}</span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
        <p role="status" className="mt-3 min-h-5 text-sm">
          {save.isError ? (
            <span className="text-danger">Could not save. Please try again.</span>
          ) : save.isSuccess ? (
            <span className="text-muted-foreground">Saved</span>
          ) : null}
        </p>
      </CardContent>
    </Card>
  );
}
