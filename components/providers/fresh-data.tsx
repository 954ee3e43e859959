'use client';

// Lists that follow changes made elsewhere (ADR 215): the spec's query defaults stay (stale 60 s, no
// refetch on focus), but when this window regains focus after the data changed — in another tab
// (told over a BroadcastChannel after each mutation) or through the extension or the API (a cheap
// version token that differs) — every application query refetches (the active ones at once).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callOperation } from '@/lib/api/call-operation';
import * as applicationsApi from '@/lib/contracts/applications';

const CHANNEL = 'pursuit-data-changed';
/** Focus checks closer together than this reuse the last answer. */
const MIN_CHECK_MS = 2_000;

const fetchVersion = () =>
  callOperation(applicationsApi.getDataVersion).then((r) => r.data.version);

export function FreshData() {
  const client = useQueryClient();
  useEffect(() => {
    const key = { queryKey: ['applications'] };
    let baseline: string | null = null;
    let changedElsewhere = false;
    let lastCheck = 0;
    let stopped = false;
    const remember = () =>
      fetchVersion()
        .then((v) => {
          if (!stopped) baseline = v;
        })
        .catch(() => {});
    void remember();

    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
    if (channel)
      channel.onmessage = () => {
        changedElsewhere = true;
        // Stale now, so a screen opened before focus comes back also fetches.
        void client.invalidateQueries({ ...key, refetchType: 'none' });
      };

    // This tab's own saves: tell the others, and take the new token as seen.
    const unsubscribe = client.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      channel?.postMessage({ at: Date.now() });
      void remember();
    });

    async function onFocus() {
      if (document.visibilityState !== 'visible') return;
      if (changedElsewhere) {
        changedElsewhere = false;
        lastCheck = Date.now();
        void client.invalidateQueries(key);
        void remember();
        return;
      }
      if (Date.now() - lastCheck < MIN_CHECK_MS) return;
      lastCheck = Date.now();
      try {
        const version = await fetchVersion();
        if (stopped) return;
        if (baseline !== null && version !== baseline) void client.invalidateQueries(key);
        baseline = version;
      } catch {
        // Offline or signed out: the next focus asks again.
      }
    }
    const onVisibility = () => void onFocus();
    window.addEventListener('focus', onVisibility);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      unsubscribe();
      channel?.close();
      window.removeEventListener('focus', onVisibility);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [client]);
  return null;
}
