'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useSearchParams } from 'next/navigation';
import { useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import { readPendingUpload, settlePendingUpload } from '@/lib/resume/pending-upload';
import { ResumeEditor } from './resume-editor';

const wideEnough = '(min-width: 768px)';
const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(wideEnough);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** /resume/edit: the editor on screens at least 768 px wide (tablets too), a notice below that. */
export function ResumeEditorScreen() {
  const params = useSearchParams();
  const wide = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(wideEnough).matches,
    () => true,
  );
  if (!wide) {
    return (
      <div className="mx-auto flex max-w-md flex-col items-start gap-3 rounded-card border bg-surface p-6">
        <h1 className="text-xl font-semibold">Resume editor</h1>
        <p className="text-sm text-muted-foreground">
          Resume editing needs a screen at least 768 px wide: open this page on a tablet or a
          computer.
        </p>
        <Button variant="outline" asChild>
          <IntentLink href="/ai/resume/feedback">Back to AI Resume Feedback</IntentLink>
        </Button>
      </div>
    );
  }
  return (
    <ResumeEditor
      token={params?.get('token') ?? null}
      source={params?.get('source') ?? null}
      readUpload={readPendingUpload}
      settleUpload={settlePendingUpload}
    />
  );
}
