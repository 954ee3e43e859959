'use client';

// TanStack Query hooks for the contacts book (ADR 193). Book keys sit under 'contacts';
// every change also refreshes the 'applications' prefix, whose details page lists contacts.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '@/lib/api/call-operation';
import * as contacts from '@/lib/contracts/contacts';
import type { InteractionKind } from '@/lib/contacts/contact-book-schemas';

export const contactKeys = {
  all: ['contacts'] as const,
  list: (q: string, applicationId?: string) =>
    ['contacts', 'list', q, applicationId ?? ''] as const,
  interactions: (id: string) => ['contacts', 'interactions', id] as const,
};

export function useBookContacts(q: string, applicationId?: string) {
  return useQuery({
    queryKey: contactKeys.list(q, applicationId),
    queryFn: () =>
      callOperation(contacts.listBookContacts, {
        query: { q: q || undefined, application_id: applicationId },
      }).then((r) => r.data),
    placeholderData: (previous) => previous,
  });
}

export function useInteractions(id: string) {
  return useQuery({
    queryKey: contactKeys.interactions(id),
    queryFn: () =>
      callOperation(contacts.listContactInteractions, { params: { cid: id } }).then((r) => r.data),
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
        ? callOperation(contacts.updateBookContact, { params: { cid: id }, body })
        : callOperation(contacts.createBookContact, { body: body as BookContactBody }),
    onSuccess: refresh,
  });
}

export function useDeleteBookContact() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => callOperation(contacts.deleteBookContact, { params: { cid: id } }),
    onSuccess: refresh,
  });
}

export function useLinkApplication(contactId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ applicationId, link }: { applicationId: string; link: boolean }) =>
      callOperation(link ? contacts.linkContactApplication : contacts.unlinkContactApplication, {
        params: { cid: contactId, id: applicationId },
      }),
    onSuccess: refresh,
  });
}

export type InteractionBody = { kind: InteractionKind; occurred_on: string; note: string };

export function useAddInteraction(contactId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: InteractionBody) =>
      callOperation(contacts.addContactInteraction, { params: { cid: contactId }, body }),
    onSuccess: refresh,
  });
}

export function useDeleteInteraction(contactId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) =>
      callOperation(contacts.deleteContactInteraction, { params: { cid: contactId, iid: id } }),
    onSuccess: refresh,
  });
}
