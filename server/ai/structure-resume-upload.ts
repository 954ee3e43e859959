import 'server-only';
import type { Resume } from '@/lib/resume/resume-schema';
import { readResumeUpload } from './read-resume-upload';
import { structureResumeLocal } from './structure-resume-local';

/** POST ai/resume/structure: the uploaded resume as the spec §3 structured resume. */
export async function structureResumeUpload({ form }: { form: FormData | undefined }): Promise<{ resume_json: Resume }> {
  const upload = await readResumeUpload(form);
  return { resume_json: structureResumeLocal(upload.text) };
}
