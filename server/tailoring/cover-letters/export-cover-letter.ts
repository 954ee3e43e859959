import 'server-only';
import { createElement } from 'react';
import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { CoverLetterDocument } from '@/components/tailoring/cover-letter-document';
import { docxResponse } from '@/server/resumes/docx/docx-response';
import { pdfResponse } from '@/server/resumes/pdf/pdf-response';
import { renderPdf } from '@/server/resumes/pdf/render-pdf';
import { getCoverLetterOrThrow } from './get-cover-letter-or-throw';

export type ExportCoverLetterOptions = {
  userId: string;
  applicationId: string;
  id: string;
  format: 'pdf' | 'docx';
  paper: 'a4' | 'letter';
};

// Page sizes in twips (1/1440 in) and the margin the resume exports use (14 mm).
const pages = {
  a4: { width: 11_906, height: 16_838 },
  letter: { width: 12_240, height: 15_840 },
} as const;
const MARGIN = 794;
const clean = (s: string | undefined) => (s ?? '').trim();

function fileName(fullName: string, ext: string): string {
  const name = fullName
    .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
  return name ? `${name} - Cover Letter.${ext}` : `Cover Letter.${ext}`;
}

/**
 * One cover letter of the user's as a download: a PDF printed by the pooled Chromium from the same
 * document the preview shows (the resume's header and template), or a Word file with the same
 * header and paragraphs; on A4 or US Letter paper.
 */
export async function exportCoverLetter({
  userId,
  applicationId,
  id,
  format,
  paper,
}: ExportCoverLetterOptions): Promise<Response> {
  const letter = await getCoverLetterOrThrow({ userId, applicationId, id });
  const h = letter.header;
  if (format === 'pdf') {
    const { renderToStaticMarkup } = await import('react-dom/server');
    const html = renderToStaticMarkup(
      createElement(CoverLetterDocument, {
        header: h,
        template: letter.template,
        body: letter.body,
      }),
    );
    // The shell's @page says A4; a later rule wins, and the printer honours the CSS page size.
    const pdf = await renderPdf(
      `${paper === 'letter' ? '<style>@page { size: letter; }</style>' : ''}${html}`,
    );
    return pdfResponse({ pdf, filename: fileName(h.fullName, 'pdf') });
  }
  const children: Paragraph[] = [];
  if (clean(h.fullName))
    children.push(
      new Paragraph({
        heading: HeadingLevel.TITLE,
        alignment: AlignmentType.LEFT,
        children: [new TextRun({ text: clean(h.fullName), bold: true, size: 36 })],
      }),
    );
  if (clean(h.title))
    children.push(
      new Paragraph({ children: [new TextRun({ text: clean(h.title), color: '374151' })] }),
    );
  const contact = [h.email, h.phone, h.location, h.linkedin, h.github, h.portfolio]
    .map(clean)
    .filter(Boolean);
  if (contact.length)
    children.push(
      new Paragraph({
        spacing: { after: 240 },
        children: [new TextRun({ text: contact.join(' | '), color: '374151' })],
      }),
    );
  for (const paragraph of letter.body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)) {
    const lines = paragraph.split('\n');
    children.push(
      new Paragraph({
        spacing: { after: 200 },
        children: lines.map((line, i) => new TextRun({ text: line, break: i ? 1 : 0 })),
      }),
    );
  }
  const doc = new Document({
    creator: 'Pursuit',
    title: clean(h.fullName) ? `${clean(h.fullName)} - Cover Letter` : 'Cover Letter',
    styles: {
      default: {
        document: { run: { font: 'Arial', size: 22, color: '111827' } },
        title: { run: { font: 'Arial' } },
      },
    },
    sections: [
      {
        properties: {
          page: {
            size: pages[paper],
            margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
          },
        },
        children,
      },
    ],
  });
  return docxResponse({
    docx: new Uint8Array(await Packer.toBuffer(doc)),
    filename: fileName(h.fullName, 'docx'),
  });
}
