import 'server-only';
import type { AnalyzeResponse } from '@/lib/resume/analysis-schema';
import { analyzeResume } from './analyze-resume';
import { readResumeLayout } from '../resume-reading/read-resume-layout';
import { readResumeUpload } from '../resume-reading/read-resume-upload';

const PREVIEW_CHARS = 1500;

/**
 * The ATS check for text drawn invisibly (white on the page, zero-size, an invisible mode): an ATS
 * reads it, a person never sees it, and recruiters treat it as keyword stuffing.
 */
function hiddenTextNotice(hidden: string[]): string[] {
  if (!hidden.length) return [];
  const sample = hidden.join(' ').replace(/\s+/g, ' ').slice(0, 80);
  return [
    `This PDF has text no reader can see (white or zero-size): "${sample}${hidden.join(' ').length > 80 ? '…' : ''}". ATS systems read it and recruiters treat it as keyword stuffing; it was left out of the scores. Remove it from your file.`,
  ];
}

/** POST ai/resume/analyze: the uploaded resume's text (a PDF read by its layout), scored against the job description. */
export async function analyzeResumeUpload({
  form,
}: {
  form: FormData | undefined;
}): Promise<AnalyzeResponse> {
  const upload = await readResumeUpload(form);
  const reading = readResumeLayout(upload);
  const analysis = await analyzeResume({
    resumeText: reading.text,
    jobDescription: upload.jobDescription,
    ocr: upload.ocr,
    notices: [...upload.notices, ...hiddenTextNotice(reading.hidden)],
  });
  return {
    analysis,
    extracted_text_preview: reading.text.slice(0, PREVIEW_CHARS),
    filename: upload.filename,
  };
}
