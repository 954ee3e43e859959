import 'server-only';
import { database } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import {
  sentResumeColumns,
  toSentResumeDto,
  type SentResumeRow,
} from '@/server/resumes/sent/sent-resume-dto';
import type { ApplicationDto } from '@/lib/contracts/application-answers';
import { applicationColumns } from './application-columns';
import { toApplicationDto, type ApplicationRow } from './application-dto';

export type GetApplicationOptions = { userId: string; id: string };

const GET_ONE = `
  SELECT ${applicationColumns('applications').sql}, ${sentResumeColumns('sent')},
    letter.id AS "sentLetterId", letter.version AS "sentLetterVersion", letter.body AS "sentLetterBody",
    letter.sent_at AS "sentLetterAt"
  FROM applications
  LEFT JOIN sent_resumes AS sent ON sent.application_id = applications.id AND sent.user_id = applications.user_id
  LEFT JOIN cover_letters AS letter ON letter.application_id = applications.id
    AND letter.user_id = applications.user_id AND letter.sent_at IS NOT NULL
  WHERE applications.id = $1 AND applications.user_id = $2`;

type SentLetterRow = {
  sentLetterId: string | null;
  sentLetterVersion: number | null;
  sentLetterBody: string | null;
  sentLetterAt: Date | string | null;
};

/** One of the user's applications with the resume copy and the cover letter sent with it; another user's id is a 404 like a missing one. */
export async function getApplicationOrThrow({
  userId,
  id,
}: GetApplicationOptions): Promise<ApplicationDto> {
  // One prepared statement on the driver: no Prisma work per call, and the sent copy joined
  // rather than fetched second (ADR 101).
  const rows = await (
    await database()
  ).query<ApplicationRow & SentResumeRow & SentLetterRow>('get-application', GET_ONE, [id, userId]);
  const row = rows[0];
  if (!row) throw new AppError('NOT_FOUND', 'Application not found');
  const letter =
    row.sentLetterId && row.sentLetterAt
      ? {
          id: row.sentLetterId,
          version: Number(row.sentLetterVersion),
          body: row.sentLetterBody ?? '',
          sent_at: new Date(row.sentLetterAt).toISOString(),
        }
      : null;
  return { ...toApplicationDto(row), sent_resume: toSentResumeDto(row), sent_cover_letter: letter };
}
