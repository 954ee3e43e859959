import 'server-only';
import { resumeUploadSchema } from '@/lib/resume/upload-form-schemas';
import {
  extractDocumentText,
  type ExtractedDocument,
} from '@/server/documents/extract-document-text';

export type ResumeUpload = ExtractedDocument & { filename: string; jobDescription: string };

/** Reads the multipart `resume` file (and `job_description`) and extracts the resume's text. */
export async function readResumeUpload(form: FormData | undefined): Promise<ResumeUpload> {
  const input = resumeUploadSchema.parse(Object.fromEntries(form?.entries() ?? []));
  const bytes = new Uint8Array(await input.resume.arrayBuffer());
  const doc = await extractDocumentText({ bytes, layout: true });
  const filename = (input.resume.name.split(/[\\/]/).pop() || 'resume').slice(0, 255);
  return { ...doc, filename, jobDescription: input.job_description };
}
