import 'server-only';
import type { Resume } from '@/lib/resume/resume-schema';
import { env } from '@/server/env';
import { readResumeLayout } from '../resume-reading/read-resume-layout';
import { readResumeUpload } from '../resume-reading/read-resume-upload';
import { structureResumeLocal } from './structure-resume-local';
import { structureWithModel } from '../providers/structure-with-model';

/** POST ai/resume/structure: the uploaded resume as the spec §3 structured resume (heuristic, then the model if configured). */
export async function structureResumeUpload({ form }: { form: FormData | undefined }): Promise<{ resume_json: Resume }> {
  const upload = await readResumeUpload(form);
  const reading = readResumeLayout(upload);
  const draft = structureResumeLocal(reading.text, reading.hints);
  if (env().AI_PROVIDER !== 'openai') return { resume_json: draft };
  return { resume_json: await structureWithModel({ text: reading.text, draft }) };
}
