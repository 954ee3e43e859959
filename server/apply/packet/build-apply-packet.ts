import 'server-only';
import { createHash } from 'node:crypto';
import type { ApplyPacket } from '@/lib/apply/submission-schemas';
import { resumeSchema } from '@/lib/resume/resume-schema';
import { knownTemplate } from '@/lib/resume/templates';
import { prisma } from '@/server/db/client';
import { exportResumePdf } from '@/server/resumes/pdf/export-resume-pdf';
import { findApplicationByJobLink } from '../find-application-by-job-link';

/**
 * What the extension attaches to the form at `jobUrl`: the application found by its job link, the
 * resume it was sent with (its sent copy, which a tailored resume becomes once chosen) else the
 * default saved resume, exported to PDF by the resume export; and its sent cover letter, else its
 * latest. Parts that do not exist are null.
 */
export async function buildApplyPacket({
  userId,
  jobUrl,
}: {
  userId: string;
  jobUrl: string;
}): Promise<ApplyPacket> {
  const db = await prisma();
  const applicationId = await findApplicationByJobLink({ userId, jobUrl });
  const sent = applicationId
    ? await db.sentResume.findFirst({
        where: { applicationId, userId },
        select: { data: true, template: true },
      })
    : null;
  const source =
    sent ??
    (await db.resume.findFirst({
      where: { userId, isDefault: true },
      select: { data: true, template: true },
    }));
  let resume: ApplyPacket['resume'] = null;
  const parsed = source ? resumeSchema.safeParse(source.data) : null;
  if (source && parsed?.success) {
    const { pdf, filename } = await exportResumePdf({
      resume: parsed.data,
      template: knownTemplate(source.template),
    });
    const bytes = Buffer.from(pdf);
    resume = {
      filename,
      media_type: 'application/pdf',
      sha256: createHash('sha256').update(bytes).digest('hex'),
      content_base64: bytes.toString('base64'),
    };
  }
  const letter = applicationId
    ? await db.coverLetter.findFirst({
        where: { applicationId, userId },
        orderBy: [{ sentAt: { sort: 'desc', nulls: 'last' } }, { version: 'desc' }],
        select: { body: true },
      })
    : null;
  return {
    application_id: applicationId,
    resume,
    cover_letter: letter ? { text: letter.body } : null,
  };
}
