import 'server-only';
import type { AnalyzeResponse } from '@/lib/resume/analysis-schema';
import { analyzeResume } from './analyze-resume';
import { readResumeUpload } from '../resume-reading/read-resume-upload';

const PREVIEW_CHARS = 1500;

/** POST ai/resume/analyze: the uploaded resume's text, scored against the job description. */
export async function analyzeResumeUpload({ form }: { form: FormData | undefined }): Promise<AnalyzeResponse> {
  const upload = await readResumeUpload(form);
  const analysis = await analyzeResume({
    resumeText: upload.text,
    jobDescription: upload.jobDescription,
    ocr: upload.ocr,
    notices: upload.notices,
  });
  return { analysis, extracted_text_preview: upload.text.slice(0, PREVIEW_CHARS), filename: upload.filename };
}
