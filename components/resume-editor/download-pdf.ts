// Download PDF: the resume goes to resume/export as resume_json (rendered on the server by the
// preview's own template) and comes back as `<Full Name> - Resume.pdf`.
import { apiFetch } from '@/lib/api/client';
import type { Resume } from '@/lib/resume/resume-schema';

export const exportFailedMessage = 'Export failed — check console for details.';
export const previewNotFoundMessage = 'PDF preview not found';

/** The download name the spec asks for. */
export function pdfFileName(resume: Resume): string {
  const name = resume.header.fullName.replace(/[\\/:*?"<>|]+/g, ' ').replace(/\s+/g, ' ').trim();
  return name ? `${name} - Resume.pdf` : 'Resume.pdf';
}

/** Exports and saves the PDF; throws with the spec's messages. */
export async function downloadResumePdf(resume: Resume): Promise<void> {
  if (!document.getElementById('resume-print-preview')) throw new Error(previewNotFoundMessage);
  let blob: Blob;
  try {
    const res = await apiFetch('resume/export', { body: { resume_json: resume } });
    blob = await res.blob();
  } catch (error) {
    console.error('Resume PDF export failed:', error);
    throw new Error(exportFailedMessage);
  }
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = pdfFileName(resume);
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
