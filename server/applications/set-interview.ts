import 'server-only';
import type { SetInterviewInput } from '@/lib/applications/schemas';
import type { ApplicationDto } from '@/lib/contracts/application-answers';
import { resolveInterviewInstant } from './resolve-interview-instant';
import { writeApplications } from './lifecycle/write-applications';

export type SetInterviewOptions = { userId: string; id: string; input: SetInterviewInput };

/**
 * Stores the interview as a UTC instant plus its zone. An application still at Applied or
 * Not Applied moves to Interview (scheduling one means it is in that stage); Offer and
 * Rejected keep their status. The side effects are the lifecycle's (ADR 200).
 */
export async function setInterview({
  userId,
  id,
  input,
}: SetInterviewOptions): Promise<ApplicationDto> {
  const { instant, zone } = resolveInterviewInstant({
    interviewDate: input.interview_date,
    timezone: input.timezone,
  });
  const { applications } = await writeApplications({
    userId,
    change: {
      id,
      decide: (current) => ({
        data: {
          interviewAt: instant,
          interviewTimezone: zone,
          status:
            current.status === 'Applied' || current.status === 'NotApplied'
              ? 'Interview'
              : current.status,
        },
        statusSent: false,
        interviewSet: true,
      }),
    },
  });
  return applications[0]!;
}
