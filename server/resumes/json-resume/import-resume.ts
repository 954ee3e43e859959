import 'server-only';
import type { z } from 'zod';
import { importResumeFormSchema } from '@/lib/resume/upload-form-schemas';
import { resumeSchema } from '@/lib/resume/resume-schema';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { pickFreeResumeName } from '@/server/resumes/pick-free-resume-name';
import { resumeSelect } from '@/server/resumes/resume-dto';
import { fromJsonResume } from './from-json-resume';
import { validateJsonResume } from './validate-json-resume';

const MAX_IMPORT_BYTES = 1_000_000;

const jsonResumeKeys = [
  'basics',
  'work',
  'volunteer',
  'education',
  'awards',
  'certificates',
  'publications',
  'skills',
  'languages',
  'interests',
  'references',
  'projects',
  'meta',
];

export type ImportResumeOptions = { userId: string; form: FormData | undefined };

/**
 * Saves an uploaded JSON Resume (validated with the published schema) or one of our own resume
 * JSON files as a new resume. Invalid → 422 naming the field; nothing is written.
 */
export async function importResume({ userId, form }: ImportResumeOptions): Promise<{
  id: string;
  name: string;
  resume_json: z.output<typeof resumeSchema>;
}> {
  const input = importResumeFormSchema.parse(Object.fromEntries(form?.entries() ?? []));
  if (input.file.size > MAX_IMPORT_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', 'file: the resume file is larger than 1 MB.');
  let doc: unknown;
  try {
    doc = JSON.parse(await input.file.text());
  } catch {
    throw new AppError('VALIDATION_ERROR', 'file: not valid JSON.');
  }
  if (!doc || typeof doc !== 'object' || Array.isArray(doc))
    throw new AppError('VALIDATION_ERROR', 'file: expected a JSON object.');
  const keys = Object.keys(doc);
  let raw: unknown;
  if (keys.includes('header')) {
    raw = doc;
  } else if (keys.some((k) => jsonResumeKeys.includes(k))) {
    raw = fromJsonResume(validateJsonResume(doc));
  } else {
    throw new AppError(
      'VALIDATION_ERROR',
      'file: expected a JSON Resume (basics, work…) or a Pursuit resume (header…).',
    );
  }
  const parsed = resumeSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError(
      'VALIDATION_ERROR',
      `${issue?.path.map(String).join('.') || 'file'}: ${issue?.message ?? 'invalid resume'}`,
    );
  }
  const resume = parsed.data;
  const db = await prisma();
  const row = await db.$transaction(async (tx) => {
    const name = await pickFreeResumeName({
      tx,
      userId,
      base:
        input.name ??
        (resume.header.fullName ? `${resume.header.fullName} (imported)` : 'Imported resume'),
    });
    const hasDefault = await tx.resume.count({ where: { userId, isDefault: true } });
    return tx.resume.create({
      data: { userId, name, data: resume, isDefault: hasDefault === 0 },
      select: resumeSelect,
    });
  });
  return { id: row.id, name: row.name, resume_json: resume };
}
