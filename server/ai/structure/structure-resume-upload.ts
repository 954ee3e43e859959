import 'server-only';
import type { Resume } from '@/lib/resume/resume-schema';
import { env } from '@/server/env';
import { readResumeLayout } from '../resume-reading/read-resume-layout';
import { readResumeUpload } from '../resume-reading/read-resume-upload';
import { findUncertainFields } from './find-uncertain-fields';
import { structureResumeLocal } from './structure-resume-local';
import { structureWithModel } from '../providers/structure-with-model';

/**
 * POST ai/resume/structure: the uploaded resume as the structured resume (lib/resume/resume-schema.ts) (heuristic, then
 * the model if configured), plus `uncertain`: the paths of the fields the reader was unsure of, for
 * the editor to show for review.
 */
export async function structureResumeUpload({
  form,
}: {
  form: FormData | undefined;
}): Promise<{ resume_json: Resume; uncertain: string[] }> {
  const upload = await readResumeUpload(form);
  const reading = readResumeLayout(upload);
  const draft = structureResumeLocal(reading.text, reading.hints);
  const resume =
    env().AI_PROVIDER === 'openai'
      ? await structureWithModel({ text: reading.text, draft })
      : draft;
  return { resume_json: resume, uncertain: findUncertainFields(resume, reading.text) };
}
