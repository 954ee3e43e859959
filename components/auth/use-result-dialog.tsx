'use client';

import { useCallback, useRef, useState } from 'react';
import { MessageDialog } from '@/components/ui/message-dialog';

type Shown = { title: 'Success!' | 'Error!'; message: string };

/** The spec's result popup: 'Success!' or 'Error!', a message and OK; `after` runs when it closes. */
export function useResultDialog() {
  const [shown, setShown] = useState<Shown | null>(null);
  const after = useRef<(() => void) | null>(null);

  const show = useCallback((title: Shown['title'], message: string, onClose?: () => void) => {
    after.current = onClose ?? null;
    setShown({ title, message });
  }, []);

  const dialog = (
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
