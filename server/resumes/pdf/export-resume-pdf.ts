import 'server-only';
import type { Resume } from '@/lib/resume/resume-schema';
import type { ResumeTemplateId } from '@/lib/resume/templates';
import { AppError } from '@/server/http/app-error';
import { renderPdf } from './render-pdf';
import { renderResumeHtml } from './render-resume-html';
import { sanitizeExportHtml } from './sanitize-export-html';

export type ExportResumePdfInput = { html?: string; resume?: Resume; template?: ResumeTemplateId };
export type ExportedPdf = { pdf: Uint8Array; filename: string };

/** `<Full Name> - Resume.<ext>`, with characters file systems reject removed. */
export function fileNameFor(fullName: string | undefined, ext = 'pdf'): string {
  const name = (fullName ?? '')
    .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
  return name ? `${name} - Resume.${ext}` : `Resume.${ext}`;
}

function nameFromHtml(html: string): string | undefined {
  const text = /<h1[^>]*>([\s\S]*?)<\/h1>/i.exec(html)?.[1];
  return (
    text
      ?.replace(/<[^>]*>/g, '')
      .replace(/&amp;/g, '&')
      .trim() || undefined
  );
}

/** Renders the resume (structured, via the shared template, or sanitised markup) to an A4 PDF. */
export async function exportResumePdf(input: ExportResumePdfInput): Promise<ExportedPdf> {
  let body: string;
  let fullName: string | undefined;
  if (input.resume) {
    body = await renderResumeHtml(input.resume, input.template);
    fullName = input.resume.header.fullName;
  } else if (input.html !== undefined) {
    body = sanitizeExportHtml(input.html);
    fullName = nameFromHtml(body);
  } else {
    throw new AppError('VALIDATION_ERROR', 'Send either html or resume_json');
  }
  if (!body.replace(/<[^>]*>/g, '').trim())
    throw new AppError('VALIDATION_ERROR', 'html: the resume has no printable text');
  const pdf = await renderPdf(body);
  return { pdf, filename: fileNameFor(fullName) };
}
