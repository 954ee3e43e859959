'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplyProfile } from '@/lib/apply/profile-schema';
import { callOperation, fetchOperation } from '@/lib/api/call-operation';
import * as applyApi from '@/lib/contracts/apply';

export const applyKeys = {
  profile: ['apply-profile'] as const,
  answers: ['apply-answers'] as const,
  submission: (applicationId: string) => ['apply-submission', applicationId] as const,
};

export function useApplyProfile() {
  return useQuery({
    queryKey: applyKeys.profile,
    queryFn: async () => (await callOperation(applyApi.getApplyProfile)).profile,
  });
}

export function useSaveApplyProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (profile: ApplyProfile) =>
      (await callOperation(applyApi.saveApplyProfile, { body: profile })).profile,
    onSuccess: (saved) => client.setQueryData(applyKeys.profile, saved),
  });
}

export function useApplyAnswers() {
  return useQuery({
    queryKey: applyKeys.answers,
    queryFn: async () => (await callOperation(applyApi.listApplyAnswers, { query: {} })).data,
  });
}

export function useUpdateApplyAnswer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, question, answer }: { id: string; question: string; answer: string }) =>
      callOperation(applyApi.updateApplyAnswer, { params: { id }, body: { question, answer } }),
    onSettled: () => client.invalidateQueries({ queryKey: applyKeys.answers }),
  });
}

export function useDeleteApplyAnswer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callOperation(applyApi.deleteApplyAnswer, { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: applyKeys.answers }),
  });
}

/** The latest submission snapshot of an application; null when none was recorded. */
export function useSubmission(applicationId: string) {
  return useQuery({
    queryKey: applyKeys.submission(applicationId),
    queryFn: async () =>
      (await callOperation(applyApi.getApplicationSubmission, { params: { id: applicationId } }))
        .submission,
  });
}

/** Fetches the exact stored resume file with the session's token and hands it over as a download. */
export async function downloadSubmittedResume(applicationId: string, filename: string) {
  const res = await fetchOperation(applyApi.downloadSubmissionResume, {
    params: { id: applicationId },
  });
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
