'use client';

// TanStack Query hooks for applications (their keys: components/queries/applications.ts). Every mutation refreshes the
// list, stats and recent activity by invalidating the shared 'applications' prefix.
import {
  useMutation,
  useQuery,
  useQueryClient,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError } from '@/lib/api/client';
import type { updateApplicationSchema } from '@/lib/applications/schemas';
import type { ApplicationDto } from '@/lib/contracts/application-answers';
import { callOperation } from '@/lib/api/call-operation';
import * as accountApi from '@/lib/contracts/account';
import * as applicationsApi from '@/lib/contracts/applications';
import { applicationKeys } from '@/components/queries/applications';

export function fetchApplication(id: string): Promise<ApplicationDto> {
  return callOperation(applicationsApi.getApplication, { params: { id } }).then((r) => r.data);
}

export function useApplication(id: string) {
  return useQuery({
    queryKey: applicationKeys.one(id),
    queryFn: () => fetchApplication(id),
    enabled: Boolean(id),
    // A 404 will not change on retry.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
  });
}

export function useApplicationStats() {
  return useQuery({
    queryKey: applicationKeys.stats(),
    queryFn: () => callOperation(applicationsApi.getApplicationStats).then((r) => r.data),
  });
}

export function useRecentActivity() {
  return useQuery({
    queryKey: applicationKeys.recent(),
    queryFn: () => callOperation(applicationsApi.listRecentActivity),
  });
}

/** The signed-in user's zone (the profile's, else the browser's) and whether the profile is still loading. */
export function useUserTimezoneState(): { zone: string; isPending: boolean } {
  const { data, isPending } = useQuery({
    queryKey: ['user-profile'],
    queryFn: () => callOperation(accountApi.getUserProfile).then((r) => r.data),
    retry: false,
  });
  return {
    zone: data?.timezone || Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
    isPending,
  };
}

/** The signed-in user's zone: the profile's, else the browser's. */
export function useUserTimezone(): string {
  return useUserTimezoneState().zone;
}

function remember(client: QueryClient, application: ApplicationDto) {
  client.setQueryData(applicationKeys.one(application.id), application);
  void client.invalidateQueries({ queryKey: applicationKeys.all, refetchType: 'active' });
}

export type AddApplicationBody = {
  job_title: string;
  company: string;
  status: string;
  applied_date: string | null;
  follow_up_date: string | null;
  job_link: string;
  notes: string;
  job_description: string;
};

export function useAddApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AddApplicationBody) =>
      callOperation(applicationsApi.addApplication, { body }),
    onSuccess: (r) => remember(client, r.application),
  });
}

/** What an edit sends: any of the fields the update accepts. */
export type ApplicationChanges = z.input<typeof updateApplicationSchema>;

export function useUpdateApplication(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: ApplicationChanges) =>
      callOperation(applicationsApi.updateApplication, { params: { id }, body: changes }),
    onSuccess: (r) => remember(client, r.application),
  });
}

export function useSetInterview(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { interview_date: string; timezone: string }) =>
      callOperation(applicationsApi.setInterview, { params: { id }, body }),
    onSuccess: (r) => remember(client, r.application),
  });
}

export function useDeleteApplication(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callOperation(applicationsApi.deleteApplication, { params: { id } }),
    onSuccess: async () => {
      // The deleted application's own queries (it, its history, its contacts) would only answer
      // 404 now: stop any in flight and leave them out of the refresh. They are not removed here:
      // the details screen still shows them until it navigates away, and a removed query with a
      // mounted observer is fetched again on the next render. Unused, they are dropped after gcTime.
      const gone = (q: Query) => q.queryKey.includes(id);
      await client.cancelQueries({ predicate: gone });
      void client.invalidateQueries({ queryKey: applicationKeys.all, predicate: (q) => !gone(q) });
    },
  });
}
