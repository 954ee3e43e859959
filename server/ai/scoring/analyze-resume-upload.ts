import 'server-only';
import type { AnalyzeResponse } from '@/lib/resume/analysis-schema';
import { JOB_DESCRIPTION_MAX_CHARS } from '@/lib/resume/analysis-schema';
import { extractJobTerms, type JobTerms } from '../job-terms/extract-job-terms';
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

/**
 * The job description's terms, extracted once the upload has been handed to the document worker
 * (after one turn of the event loop), or null when the form's text is not one the upload accepts
 * (the upload's own validation answers that) or the upload already failed.
 */
async function jobTermsMeanwhile(
  form: FormData | undefined,
  reading: Promise<unknown>,
): Promise<{ text: string; terms: JobTerms } | null> {
  const raw = form?.get('job_description') ?? '';
  if (typeof raw !== 'string' || raw.length > JOB_DESCRIPTION_MAX_CHARS) return null;
  let failed = false;
  reading.catch(() => (failed = true));
  await new Promise((resolve) => setImmediate(resolve));
  if (failed) return null;
  const text = raw.trim();
  return { text, terms: extractJobTerms(text) };
}

/** POST ai/resume/analyze: the uploaded resume's text (a PDF read by its layout), scored against the job description. */
export async function analyzeResumeUpload({
  form,
}: {
  form: FormData | undefined;
}): Promise<AnalyzeResponse> {
  const reading = readResumeUpload(form);
  // The job description's terms are extracted while the document worker (another process, on the
  // other core) reads the file: they need nothing from it (ADR 220).
  const job = await jobTermsMeanwhile(form, reading);
  const upload = await reading;
  const layout = readResumeLayout(upload);
  const analysis = await analyzeResume({
    resumeText: layout.text,
    jobDescription: upload.jobDescription,
    job: job?.text === upload.jobDescription ? job.terms : undefined,
    ocr: upload.ocr,
    notices: [...upload.notices, ...hiddenTextNotice(layout.hidden)],
  });
  return {
    analysis,
    extracted_text_preview: layout.text.slice(0, PREVIEW_CHARS),
    filename: upload.filename,
  };
}
