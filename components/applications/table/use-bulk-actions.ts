'use client';

// The table's actions on many applications: each one goes through the same route a single
// change uses (PATCH or DELETE my-applications/{id}), a few at a time, so history, reminders and
// webhooks happen exactly as for one change. Not all-or-nothing: the result says which failed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationKeys } from '@/components/applications/queries';
import { api } from '@/lib/api/client';
import { mapWithConcurrency } from '@/lib/applications/map-with-concurrency';
import type { ApplicationStatus } from '@/lib/applications/status';

/** Requests in flight at once (the server's pool and rate limits stay comfortable). */
const CONCURRENCY = 4;

const url = (id: string) => `applications/my-applications/${encodeURIComponent(id)}`;

export type BulkResult = { done: string[]; failed: string[] };

function split(outcomes: { item: string; ok: boolean }[]): BulkResult {
  return {
    done: outcomes.filter((o) => o.ok).map((o) => o.item),
    failed: outcomes.filter((o) => !o.ok).map((o) => o.item),
  };
}

/** Changes the status of every id given (one PATCH each; the API takes the canonical spelling). */
export function useBulkStatusChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ ids, status }: { ids: string[]; status: ApplicationStatus }) =>
      split(
        await mapWithConcurrency(ids, CONCURRENCY, (id) =>
          api(url(id), { method: 'PATCH', body: { status } }),
        ),
      ),
    onSettled: () => client.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}

/** Deletes every id given (one DELETE each), leaving the deleted ones' own queries alone (ADR 130). */
export function useBulkDelete() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (ids: string[]) =>
      split(await mapWithConcurrency(ids, CONCURRENCY, (id) => api(url(id), { method: 'DELETE' }))),
    onSuccess: async ({ done }) => {
      const gone = new Set(done);
      const isGone = (key: readonly unknown[]) =>
        key.some((k) => typeof k === 'string' && gone.has(k));
      await client.cancelQueries({ predicate: (q) => isGone(q.queryKey) });
      void client.invalidateQueries({
        queryKey: applicationKeys.all,
        predicate: (q) => !isGone(q.queryKey),
      });
    },
  });
}
