import 'server-only';
import type { Resume } from '@/lib/resume/resume-schema';
import { extractDocumentText, type ExtractedDocument } from '@/server/documents/extract-document-text';
import { normalizeText } from '@/server/documents/normalize-text';
import { layoutHints } from '../resume-reading/layout-hints';
import { layoutLinesToText } from '../resume-reading/layout-lines-to-text';
import { readPdfLines } from '../resume-reading/read-pdf-lines';
import { structureResumeLocal } from './structure-resume-local';

export type StructuredDocument = {
  resume: Resume;
  document: ExtractedDocument;
  /** The text the structure was read from: the layout's reading for a PDF with a text layer, else the extracted text. */
  text: string;
  /** Text drawn invisibly in the PDF (white on white, zero size): never content. */
  hidden: string[];
};

/**
 * An uploaded resume's bytes read (in the document worker) and structured by the local rules. A
 * PDF with a text layer is read by its layout (columns, headings by font, wrapped lines joined);
 * the plain text is the fallback when the layout yields too little.
 */
export async function structureResumeDocument({ bytes }: { bytes: Uint8Array }): Promise<StructuredDocument> {
  const document = await extractDocumentText({ bytes });
  if (document.layout) {
    const { lines, hidden } = readPdfLines(document.layout);
    const text = normalizeText(layoutLinesToText(lines));
    // The layout lost most of the text (a font without a usable text map): read the plain text.
    if (letters(text) >= 0.6 * letters(document.text)) {
      return { resume: structureResumeLocal(text, layoutHints(lines)), document, text, hidden };
    }
  }
  return { resume: structureResumeLocal(document.text), document, text: document.text, hidden: [] };
}

function letters(text: string): number {
  return (text.match(/\p{L}/gu) ?? []).length;
}
