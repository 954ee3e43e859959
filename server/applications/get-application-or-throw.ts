import 'server-only';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { getSentResume } from '@/server/sent-resumes/get-sent-resume';
import type { ApplicationDto } from '@/lib/applications/types';
import { applicationColumns } from './application-columns';
import { toApplicationDto, type ApplicationRow } from './application-dto';

export type GetApplicationOptions = { userId: string; id: string };

const COLUMNS = applicationColumns();

/** One of the user's applications; another user's id is a 404 like a missing one. */
export async function getApplicationOrThrow({ userId, id }: GetApplicationOptions): Promise<ApplicationDto> {
  const db = await prisma();
  // Raw SQL: a third less CPU than findFirst on this hot path (ADR 101).
  const rows = await db.$queryRaw<ApplicationRow[]>`SELECT ${COLUMNS} FROM applications WHERE id = ${id} AND user_id = ${userId}`;
  const row = rows[0];
  if (!row) throw new AppError('NOT_FOUND', 'Application not found');
  return { ...toApplicationDto(row), sent_resume: await getSentResume({ userId, applicationId: id }) };
}
