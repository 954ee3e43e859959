'use client';

// TanStack Query hooks for tracking: history, duplicates, pipeline stats, board moves.
// Keys sit under the shared 'applications' prefix, so every application change refreshes them.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '@/lib/api/call-operation';
import type { ApplicationStatus } from '@/lib/applications/status';
import type { ApplicationListItem } from '@/lib/contracts/application-answers';
import * as applicationsApi from '@/lib/contracts/applications';
import { applicationKeys } from '@/components/queries/applications';

export const trackingKeys = {
  history: (id: string) => ['applications', 'history', id] as const,
  duplicates: (q: Record<string, string>) => ['applications', 'duplicates', q] as const,
  pipeline: () => ['applications', 'pipeline'] as const,
};

export function useStatusHistory(id: string) {
  return useQuery({
    queryKey: trackingKeys.history(id),
    queryFn: () =>
      callOperation(applicationsApi.listStatusHistory, { params: { id } }).then((r) => r.data),
  });
}

export function useDuplicates(
  query: { company: string; job_title: string; job_link: string } | null,
) {
  return useQuery({
    queryKey: trackingKeys.duplicates(query ?? {}),
    queryFn: () =>
      callOperation(applicationsApi.findDuplicates, { query: query ?? {} }).then((r) => r.data),
    enabled: query !== null,
    staleTime: 30_000,
  });
}

export function usePipelineStats() {
  return useQuery({
    queryKey: trackingKeys.pipeline(),
    queryFn: () => callOperation(applicationsApi.getPipelineStats).then((r) => r.data),
  });
}

const STATUS_VALUE: Record<ApplicationStatus, string> = {
  Applied: 'applied',
  Interview: 'interview',
  Offer: 'offer',
  Rejected: 'rejected',
  'Not Applied': 'not_Applied',
};

export type MoveApplication = {
  id: string;
  status: ApplicationStatus;
  /** 'YYYY-MM-DD' to set with the move (a move to Applied with no applied date yet). */
  appliedDate?: string;
};

/**
 * Moves an application to another status: the list cache changes at once, the server is asked,
 * and on refusal the card goes back where it was (the caller shows the message).
 */
export function useMoveApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, appliedDate }: MoveApplication) =>
      callOperation(applicationsApi.updateApplication, {
        params: { id },
        body: {
          status: STATUS_VALUE[status],
          ...(appliedDate ? { applied_date: appliedDate } : {}),
        },
      }),
    onMutate: async ({ id, status, appliedDate }) => {
      await client.cancelQueries({ queryKey: applicationKeys.list() });
      const previous = client.getQueryData<ApplicationListItem[]>(applicationKeys.list());
      client.setQueryData<ApplicationListItem[]>(applicationKeys.list(), (list) =>
        list?.map((a) =>
          a.id === id ? { ...a, status, applied_date: appliedDate ?? a.applied_date } : a,
        ),
      );
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) client.setQueryData(applicationKeys.list(), context.previous);
    },
    onSuccess: (r) => {
      client.setQueryData(applicationKeys.one(r.application.id), r.application);
      // The list's row keeps its match score (the write does not answer one).
      client.setQueryData<ApplicationListItem[]>(applicationKeys.list(), (list) =>
        list?.map((a) =>
          a.id === r.application.id ? { ...r.application, match_score: a.match_score } : a,
        ),
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}
