import 'server-only';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { getSentResume } from '@/server/sent-resumes/get-sent-resume';
import type { ApplicationDto } from '@/lib/applications/types';
import { applicationSelect, toApplicationDto } from './application-dto';

export type GetApplicationOptions = { userId: string; id: string };

/** One of the user's applications; another user's id is a 404 like a missing one. */
export async function getApplicationOrThrow({ userId, id }: GetApplicationOptions): Promise<ApplicationDto> {
  const db = await prisma();
  const row = await db.application.findFirst({ where: { id, userId }, select: applicationSelect });
  if (!row) throw new AppError('NOT_FOUND', 'Application not found');
  return { ...toApplicationDto(row), sent_resume: await getSentResume({ userId, applicationId: id }) };
}
