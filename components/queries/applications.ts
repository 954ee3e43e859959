'use client';

// The applications' cache keys and list, read by several screen areas (the applications room,
// contacts, resumes, tailoring). A leaf: it imports only lib/, so no room imports another for them.
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api/call-operation';
import * as applicationsApi from '@/lib/contracts/applications';

/** Every application query sits under the 'applications' prefix: invalidating it refreshes them all. */
export const applicationKeys = {
  all: ['applications'] as const,
  list: () => ['applications', 'list'] as const,
  one: (id: string) => ['applications', 'one', id] as const,
  stats: () => ['applications', 'stats'] as const,
  recent: () => ['applications', 'recent'] as const,
  /** One application's contacts (the contacts room's per-application list). */
  contacts: (id: string) => ['applications', 'contacts', id] as const,
};

export function useApplications() {
  return useQuery({
    queryKey: applicationKeys.list(),
    queryFn: () => callOperation(applicationsApi.listApplications).then((r) => r.data),
  });
}
