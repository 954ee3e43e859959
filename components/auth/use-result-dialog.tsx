'use client';

import dynamic from 'next/dynamic';
import { useCallback, useRef, useState } from 'react';

// Loaded the first time a result is shown: the dialog library was a third of the account screens'
// own JavaScript, parsed and run during hydration although most visits never open it.
const MessageDialog = dynamic(
  () => import('@/components/ui/message-dialog').then((m) => m.MessageDialog),
  { ssr: false },
);

type Shown = { title: 'Success!' | 'Error!'; message: string };

/** The spec's result popup: 'Success!' or 'Error!', a message and OK; `after` runs when it closes. */
export function useResultDialog() {
  const [shown, setShown] = useState<Shown | null>(null);
  const [used, setUsed] = useState(false);
  const after = useRef<(() => void) | null>(null);

  const show = useCallback((title: Shown['title'], message: string, onClose?: () => void) => {
    after.current = onClose ?? null;
    setUsed(true);
    setShown({ title, message });
  }, []);

  const dialog = used && (
    <MessageDialog
      open={shown !== null}
      onOpenChange={(open) => {
        if (open) return;
        setShown(null);
        const next = after.current;
        after.current = null;
        next?.();
      }}
      title={shown?.title ?? ''}
      message={shown?.message ?? ''}
    />
  );
  return { show, dialog };
}
