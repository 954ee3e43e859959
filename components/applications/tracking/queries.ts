'use client';

// TanStack Query hooks for tracking: history, contacts, duplicates, pipeline stats, board moves.
// Keys sit under the shared 'applications' prefix, so every application change refreshes them.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApplicationStatus } from '@/lib/applications/status';
import type { ApplicationDto } from '@/lib/applications/types';
import type {
  ContactDto,
  DuplicateDto,
  PipelineStatsDto,
  StatusChangeDto,
} from '@/lib/tracking/types';
import { applicationKeys } from '@/components/applications/queries';

export const trackingKeys = {
  history: (id: string) => ['applications', 'history', id] as const,
  contacts: (id: string) => ['applications', 'contacts', id] as const,
  duplicates: (q: Record<string, string>) => ['applications', 'duplicates', q] as const,
  pipeline: () => ['applications', 'pipeline'] as const,
};

const path = (id: string) => `applications/${encodeURIComponent(id)}`;

export function useStatusHistory(id: string) {
  return useQuery({
    queryKey: trackingKeys.history(id),
    queryFn: () => api<{ data: StatusChangeDto[] }>(`${path(id)}/history`).then((r) => r.data),
  });
}

export function useContacts(id: string) {
  return useQuery({
    queryKey: trackingKeys.contacts(id),
    queryFn: () => api<{ data: ContactDto[] }>(`${path(id)}/contacts`).then((r) => r.data),
  });
}

export type ContactBody = {
  name: string;
  role: string;
  email: string;
  phone: string;
  linkedin_url: string;
  notes: string;
};

export function useSaveContact(applicationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: ContactBody }) =>
      id
        ? api<{ data: ContactDto }>(`${path(applicationId)}/contacts/${encodeURIComponent(id)}`, {
            method: 'PATCH',
            body,
          })
        : api<{ data: ContactDto }>(`${path(applicationId)}/contacts`, { method: 'POST', body }),
    // The contacts book (ADR 193) lists the same people.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: trackingKeys.contacts(applicationId) }),
        client.invalidateQueries({ queryKey: ['contacts'] }),
      ]),
  });
}

export function useDeleteContact(applicationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api(`${path(applicationId)}/contacts/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    // The contacts book (ADR 193) lists the same people.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: trackingKeys.contacts(applicationId) }),
        client.invalidateQueries({ queryKey: ['contacts'] }),
      ]),
  });
}

export function useDuplicates(
  query: { company: string; job_title: string; job_link: string } | null,
) {
  return useQuery({
    queryKey: trackingKeys.duplicates(query ?? {}),
    queryFn: () =>
      api<{ data: DuplicateDto[] }>('applications/duplicates', { query: query ?? {} }).then(
        (r) => r.data,
      ),
    enabled: query !== null,
    staleTime: 30_000,
  });
}

export function usePipelineStats() {
  return useQuery({
    queryKey: trackingKeys.pipeline(),
    queryFn: () =>
      api<{ data: PipelineStatsDto }>('applications/pipeline-stats').then((r) => r.data),
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
      api<{ message: string; application: ApplicationDto }>(
        `applications/my-applications/${encodeURIComponent(id)}`,
        {
          method: 'PATCH',
          body: {
            status: STATUS_VALUE[status],
            ...(appliedDate ? { applied_date: appliedDate } : {}),
          },
        },
      ),
    onMutate: async ({ id, status, appliedDate }) => {
      await client.cancelQueries({ queryKey: applicationKeys.list() });
      const previous = client.getQueryData<ApplicationDto[]>(applicationKeys.list());
      client.setQueryData<ApplicationDto[]>(applicationKeys.list(), (list) =>
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
      client.setQueryData<ApplicationDto[]>(applicationKeys.list(), (list) =>
        list?.map((a) => (a.id === r.application.id ? r.application : a)),
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}
