'use client';

import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { IntentLink } from '@/components/ui/intent-link';
import { ApiError } from '@/lib/api/client';
import { callOperation } from '@/lib/api/call-operation';
import * as accountApi from '@/lib/contracts/account';

const LABEL: Record<string, string> = {
  interviews: 'interview reminders',
  follow_ups: 'follow-up reminders',
  no_reply: '"no reply after 14 days" nudges',
  tasks: 'task reminders',
};

/** Confirms the unsubscribe the email link asked for (the List-Unsubscribe header posts directly instead). */
export function UnsubscribeConfirm() {
  const token = useSearchParams()?.get('token') ?? '';
  const [state, setState] = useState<
    { kind: 'idle' | 'busy' } | { kind: 'done'; group: string } | { kind: 'error'; message: string }
  >({ kind: 'idle' });

  async function confirm() {
    setState({ kind: 'busy' });
    try {
      const res = await callOperation(accountApi.unsubscribeReminders, { query: { token } });
      setState({ kind: 'done', group: res.group });
    } catch (error) {
      setState({
        kind: 'error',
        message:
          error instanceof ApiError && error.status === 404
            ? 'This unsubscribe link is not valid.'
            : 'Something went wrong. Please try again.',
      });
    }
  }

  if (!token) return <p role="alert">This unsubscribe link is incomplete.</p>;
  if (state.kind === 'done') {
    return (
      <p role="status">
        Done: you will no longer get {LABEL[state.group] ?? 'these reminders'}. You can turn them
        back on in your{' '}
        <IntentLink href="/my-profile" className="text-primary underline">
          profile
        </IntentLink>
        .
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <Button loading={state.kind === 'busy'} onClick={() => void confirm()}>
        Unsubscribe
      </Button>
      {state.kind === 'error' ? (
        <p role="alert" className="text-sm text-danger">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
