import 'server-only';
import type { SubmissionDto } from '@/lib/apply/submission-schemas';
import { attachmentDisposition } from '@/server/applications/attachments/attachment-disposition';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { submissionSelect, toSubmissionDto } from './submission-dto';
import { submittedFileType } from './submitted-file';

const latest = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

/**
 * The application's latest submission snapshot, or null when none was recorded (not an error: most
 * applications have none, and the details page asks for every one); 404 when the application is
 * not the user's.
 */
export async function getSubmission({
  userId,
  applicationId,
}: {
  userId: string;
  applicationId: string;
}): Promise<SubmissionDto | null> {
  const db = await prisma();
  const app = await db.application.findFirst({
    where: { id: applicationId, userId },
    select: { id: true },
  });
  if (!app) throw new AppError('NOT_FOUND', 'Application not found');
  const row = await db.applicationSubmission.findFirst({
    where: { userId, applicationId },
    orderBy: latest,
    select: submissionSelect,
  });
  return row ? toSubmissionDto(row) : null;
}

/** The exact resume file of the latest submission, as a download (type read from its bytes, `nosniff`). */
export async function downloadSubmissionResume({
  userId,
  applicationId,
}: {
  userId: string;
  applicationId: string;
}): Promise<Response> {
  const db = await prisma();
  const row = await db.applicationSubmission.findFirst({
    where: { userId, applicationId },
    orderBy: latest,
    select: { resumeFilename: true, resumeSha256: true, resumeData: true },
  });
  if (!row) throw new AppError('NOT_FOUND', 'No submission recorded for this application');
  if (!row.resumeFilename)
    throw new AppError('NOT_FOUND', 'No resume was sent with this submission');
  if (!row.resumeData)
    throw new AppError(
      'NOT_FOUND',
      'This submission came from an account import, which keeps the resume’s name, size and SHA-256 but not the file',
    );
  return new Response(row.resumeData as BodyInit, {
    headers: {
      'content-type': submittedFileType(row.resumeData),
      'content-length': String(row.resumeData.byteLength),
      'content-disposition': attachmentDisposition(row.resumeFilename),
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, no-store',
      ...(row.resumeSha256 ? { 'x-content-sha256': row.resumeSha256 } : {}),
    },
  });
}
