'use client';

// TanStack Query hooks for one application's contacts (the API's per-application view of the
// contacts book, ADR 193). A change refreshes the application's list and the book.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '@/lib/api/call-operation';
import * as applicationsApi from '@/lib/contracts/applications';
import { applicationKeys } from '@/components/queries/applications';
import { contactKeys } from './queries';

export type ContactBody = {
  name: string;
  role: string;
  email: string;
  phone: string;
  linkedin_url: string;
  notes: string;
};

export function useApplicationContacts(id: string) {
  return useQuery({
    queryKey: applicationKeys.contacts(id),
    queryFn: () =>
      callOperation(applicationsApi.listContacts, { params: { id } }).then((r) => r.data),
  });
}

function useRefresh(applicationId: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: applicationKeys.contacts(applicationId) }),
      client.invalidateQueries({ queryKey: contactKeys.all }),
    ]);
}

export function useSaveApplicationContact(applicationId: string) {
  const refresh = useRefresh(applicationId);
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: ContactBody }) =>
      id
        ? callOperation(applicationsApi.updateContact, {
            params: { id: applicationId, cid: id },
            body,
          })
        : callOperation(applicationsApi.addContact, { params: { id: applicationId }, body }),
    onSuccess: refresh,
  });
}

export function useDeleteApplicationContact(applicationId: string) {
  const refresh = useRefresh(applicationId);
  return useMutation({
    mutationFn: (id: string) =>
      callOperation(applicationsApi.deleteContact, { params: { id: applicationId, cid: id } }),
    onSuccess: refresh,
  });
}
