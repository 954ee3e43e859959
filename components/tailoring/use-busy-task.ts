'use client';

import { useState } from 'react';

/**
 * One named task at a time for a tailoring card: `busy` names the running one (to show its
 * spinner and disable the rest), `error` is the last failure's message for a person.
 */
export function useBusyTask() {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async (what: string, task: () => Promise<void>) => {
    setBusy(what);
    setError(null);
    try {
      await task();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Something went wrong.');
    } finally {
      setBusy(null);
    }
  };
  return { busy, error, setError, run };
}
