'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { todayIn } from '@/components/applications/application-form-values';
import { fetchApplication, useUserTimezone } from '@/components/applications/queries';
import { applicationKeys } from '@/components/queries/applications';
import { useMoveApplication } from '@/components/applications/tracking/queries';
import type { ApplicationStatus } from '@/lib/applications/status';
import type { ApplicationDto } from '@/lib/contracts/application-answers';

export type OpenAndMoveApplicationOptions = {
  /** The word the failure message uses: the board "moves" a card, the table "changes" a status. */
  verb: 'move' | 'change';
};

/**
 * Opening an application (its details are fetched first, so a failure is told here rather than on
 * an empty page) and changing its status, with the one message either can leave for the screen.
 */
export function useOpenAndMoveApplication({ verb }: OpenAndMoveApplicationOptions) {
  const router = useRouter();
  const client = useQueryClient();
  const move = useMoveApplication();
  const zone = useUserTimezone();
  const [message, setMessage] = useState<string | null>(null);

  async function open(id: string) {
    try {
      await client.fetchQuery({
        queryKey: applicationKeys.one(id),
        queryFn: () => fetchApplication(id),
        staleTime: 0,
      });
      router.push(`/applications/${id}`);
    } catch {
      setMessage('Unable to load application details. Please try again.');
    }
  }

  async function moveTo(application: ApplicationDto, status: ApplicationStatus) {
    if (application.status === status) return;
    setMessage(null);
    try {
      // Moved to Applied with no applied date: applied today (in the user's zone).
      const appliedDate =
        status === 'Applied' && !application.applied_date ? todayIn(zone) : undefined;
      const { application: saved } = await move.mutateAsync({
        id: application.id,
        status,
        appliedDate,
      });
      // Moving to Interview asks for the interview details, as adding at Interview does.
      if (saved.status === 'Interview' && !saved.interview_date)
        router.push(`/applications/${saved.id}/interview-details`);
    } catch (e) {
      const why = e instanceof Error ? e.message : 'the server refused';
      setMessage(
        `Could not ${verb} “${application.job_title}” to ${status}: ${why}. It is back in ${application.status}.`,
      );
    }
  }

  return { message, dismissMessage: () => setMessage(null), open, moveTo };
}
