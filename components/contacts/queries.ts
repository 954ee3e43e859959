'use client';

// TanStack Query hooks for the contacts book (ADR 193). Book keys sit under 'contacts';
// every change also refreshes the 'applications' prefix, whose details page lists contacts.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { InteractionKind } from '@/lib/contacts/contact-book-schemas';
import type { BookContactDto, InteractionDto } from '@/lib/contacts/types';

export const contactKeys = {
  all: ['contacts'] as const,
  list: (q: string, applicationId?: string) =>
    ['contacts', 'list', q, applicationId ?? ''] as const,
  interactions: (id: string) => ['contacts', 'interactions', id] as const,
};

const path = (id: string) => `contacts/${encodeURIComponent(id)}`;

export function useBookContacts(q: string, applicationId?: string) {
  return useQuery({
    queryKey: contactKeys.list(q, applicationId),
    queryFn: () =>
      api<{ data: BookContactDto[] }>('contacts', {
        query: { q: q || undefined, application_id: applicationId },
      }).then((r) => r.data),
    placeholderData: (previous) => previous,
  });
}

export function useInteractions(id: string) {
  return useQuery({
    queryKey: contactKeys.interactions(id),
    queryFn: () => api<{ data: InteractionDto[] }>(`${path(id)}/interactions`).then((r) => r.data),
  });
}

/** After any change: the book, its interactions and the applications' contact lists. */
function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: contactKeys.all }),
      client.invalidateQueries({ queryKey: ['applications', 'contacts'] }),
    ]);
}

export type BookContactBody = {
  name: string;
  company: string;
  role: string;
  email: string;
  phone: string;
  linkedin_url: string;
  notes: string;
  reach_out_on: string;
};

export function useSaveBookContact() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: Partial<BookContactBody> }) =>
      id
        ? api<{ data: BookContactDto }>(path(id), { method: 'PATCH', body })
        : api<{ data: BookContactDto }>('contacts', { method: 'POST', body }),
    onSuccess: refresh,
  });
}

export function useDeleteBookContact() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api(path(id), { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

export function useLinkApplication(contactId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ applicationId, link }: { applicationId: string; link: boolean }) =>
      api<{ data: BookContactDto }>(
        `${path(contactId)}/applications/${encodeURIComponent(applicationId)}`,
        { method: link ? 'POST' : 'DELETE' },
      ),
    onSuccess: refresh,
  });
}

export type InteractionBody = { kind: InteractionKind; occurred_on: string; note: string };

export function useAddInteraction(contactId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: InteractionBody) =>
      api<{ data: InteractionDto }>(`${path(contactId)}/interactions`, { method: 'POST', body }),
    onSuccess: refresh,
  });
}

export function useDeleteInteraction(contactId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) =>
      api(`${path(contactId)}/interactions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
