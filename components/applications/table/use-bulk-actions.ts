'use client';

// The table's actions on many applications. A status change is one POST bulk-status (the server
// runs each application through the PATCH route's service); a delete is one DELETE
// my-applications/{id} per application, a few at a time, as the details screen deletes. Either
// way history, reminders and webhooks happen exactly as for one change.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationKeys } from '@/components/queries/applications';
import { callOperation } from '@/lib/api/call-operation';
import { BULK_STATUS_MAX_IDS } from '@/lib/applications/bulk-status-schema';
import { mapWithConcurrency } from '@/lib/applications/map-with-concurrency';
import type { ApplicationStatus } from '@/lib/applications/status';
import * as applicationsApi from '@/lib/contracts/applications';
import * as bulkApi from '@/lib/contracts/applications-bulk';

/** Requests in flight at once (the server's pool and rate limits stay comfortable). */
const CONCURRENCY = 4;

export type BulkResult = { done: string[]; failed: string[] };

function split(outcomes: { item: string; ok: boolean }[]): BulkResult {
  return {
    done: outcomes.filter((o) => o.ok).map((o) => o.item),
    failed: outcomes.filter((o) => !o.ok).map((o) => o.item),
  };
}

/**
 * Changes the status of every id given: POST bulk-status, up to 500 at a time (all or none of
 * each chunk; the server runs each through the PATCH route's service).
 */
export function useBulkStatusChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      ids,
      status,
    }: {
      ids: string[];
      status: ApplicationStatus;
    }): Promise<BulkResult> => {
      const done: string[] = [];
      for (let i = 0; i < ids.length; i += BULK_STATUS_MAX_IDS) {
        const chunk = ids.slice(i, i + BULK_STATUS_MAX_IDS);
        try {
          await callOperation(bulkApi.bulkUpdateStatus, { body: { ids: chunk, status } });
        } catch {
          return { done, failed: ids.slice(i) };
        }
        done.push(...chunk);
      }
      return { done, failed: [] };
    },
    onSettled: () => client.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}

/** Deletes every id given (one DELETE each), leaving the deleted ones' own queries alone (ADR 130). */
export function useBulkDelete() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (ids: string[]) =>
      split(
        await mapWithConcurrency(ids, CONCURRENCY, (id) =>
          callOperation(applicationsApi.deleteApplication, { params: { id } }),
        ),
      ),
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
