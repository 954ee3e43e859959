import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import { resumeSchema } from '@/lib/resume/resume-schema';
import { knownTemplate } from '@/lib/resume/templates';
import type { CoverLetterDto } from '@/lib/contracts/cover-letters';
import { letterLengths, letterTones, type LetterEmphasis } from '@/lib/tailoring/grounding';
import { groundLetter } from '../ground-letter';

/** The columns a cover-letter answer needs (never the owner). */
export const coverLetterSelect = {
  id: true,
  applicationId: true,
  resumeId: true,
  version: true,
  body: true,
  resume: true,
  template: true,
  jobDescription: true,
  tone: true,
  length: true,
  emphasis: true,
  provider: true,
  sentAt: true,
  createdAt: true,
  updatedAt: true,
  application: { select: { company: true, jobTitle: true } },
} satisfies Prisma.CoverLetterSelect;

export type CoverLetterRow = Prisma.CoverLetterGetPayload<{ select: typeof coverLetterSelect }>;

/** A row as the API answers it, with its claims checked again against the resume snapshot and the description. */
export function toCoverLetterDto(row: CoverLetterRow): CoverLetterDto {
  const resume = resumeSchema.safeParse(row.resume);
  const data = resume.success ? resume.data : resumeSchema.parse({});
  const emphasis = row.emphasis as LetterEmphasis;
  return {
    id: row.id,
    application_id: row.applicationId,
    resume_id: row.resumeId,
    version: row.version,
    body: row.body,
    tone: letterTones.find((t) => t === row.tone) ?? 'formal',
    length: letterLengths.find((l) => l === row.length) ?? 'standard',
    emphasis: emphasis && typeof emphasis === 'object' ? emphasis : null,
    provider: row.provider === 'openai' ? 'openai' : 'local',
    template: knownTemplate(row.template),
    header: data.header,
    grounding: groundLetter({
      letter: row.body,
      resume: data,
      jobDescription: row.jobDescription,
      application: { company: row.application.company, role: row.application.jobTitle },
    }),
    sent_at: row.sentAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
