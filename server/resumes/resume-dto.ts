import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import { resumeSchema } from '@/lib/resume/resume-schema';
import type { SavedResumeDto, SavedResumeSummary } from '@/lib/contracts/resume-answers';
import { knownTemplate } from '@/lib/resume/templates';

/** The columns a saved-resume answer needs (never the owner). */
export const resumeSelect = {
  id: true,
  name: true,
  isDefault: true,
  template: true,
  data: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.ResumeSelect;

export type ResumeRow = Prisma.ResumeGetPayload<{ select: typeof resumeSelect }>;

/** A row as the API answers it; stored data is parsed again so defaults added to the schema since are filled. */
export function toSavedResumeDto(row: ResumeRow): SavedResumeDto {
  const parsed = resumeSchema.safeParse(row.data);
  return {
    id: row.id,
    name: row.name,
    is_default: row.isDefault,
    template: knownTemplate(row.template),
    resume_json: parsed.success ? parsed.data : resumeSchema.parse({}),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The list entry of a saved resume. */
export function toSavedResumeSummary(
  row: Omit<ResumeRow, 'data' | 'createdAt'>,
): SavedResumeSummary {
  return {
    id: row.id,
    name: row.name,
    is_default: row.isDefault,
    template: knownTemplate(row.template),
    updated_at: row.updatedAt.toISOString(),
  };
}
