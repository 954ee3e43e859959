// Download PDF / DOCX: the resume goes to resume/export as resume_json with its template (the PDF
// rendered on the server by the preview's own template) and comes back as `<Full Name> - Resume.pdf|docx`.
import { fetchOperation } from '@/lib/api/call-operation';
import * as resumesApi from '@/lib/contracts/resumes';
import type { Resume } from '@/lib/resume/resume-schema';
import type { ResumeTemplateId } from '@/lib/resume/templates';

export const exportFailedMessage = 'Export failed — check console for details.';
export const previewNotFoundMessage = 'PDF preview not found';

/** The download name the spec asks for. */
export function pdfFileName(resume: Resume, format: 'pdf' | 'docx' = 'pdf'): string {
  const name = resume.header.fullName
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return name ? `${name} - Resume.${format}` : `Resume.${format}`;
}

export type DownloadOptions = {
  template?: ResumeTemplateId;
  format?: 'pdf' | 'docx';
  requirePreview?: boolean;
};

/** Exports and saves the PDF (or DOCX); throws with the spec's messages. */
export async function downloadResumePdf(
  resume: Resume,
  { template, format = 'pdf', requirePreview = true }: DownloadOptions = {},
): Promise<void> {
  if (requirePreview && !document.getElementById('resume-print-preview'))
    throw new Error(previewNotFoundMessage);
  let blob: Blob;
  try {
    const res = await fetchOperation(resumesApi.exportResume, {
      body: { resume_json: resume, template, format },
    });
    blob = await res.blob();
  } catch (error) {
    console.error('Resume PDF export failed:', error);
    throw new Error(exportFailedMessage);
  }
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = pdfFileName(resume, format);
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
