import 'server-only';
import { plural } from '@/lib/text/plural';
import { RESUME_MAX_BYTES } from '@/lib/resume/analysis-schema';
import { AppError } from '@/server/http/app-error';
import { recognizeImage } from '@/server/ocr/recognize-image';
import { normalizeText } from './normalize-text';
import type { PdfLayout } from './pdf-layout';
import { requireSaneDocx } from './require-sane-docx';
import { runExtractWorker } from './run-extract-worker';
import { sniffDocument, type DocumentKind } from './sniff-document';

export type ExtractedDocument = {
  kind: DocumentKind;
  text: string;
  pages: number | null;
  /** True when the text was read with OCR (a scanned PDF). */
  ocr: boolean;
  notices: string[];
  /** A PDF's text items with positions and fonts, when its text layer was read (not OCR). */
  layout: PdfLayout | null;
  /** A DOCX's heading paragraphs (Word's Heading styles) with their level; empty otherwise. */
  headings: { level: number; text: string }[];
};

export type ExtractDocumentTextOptions = {
  bytes: Uint8Array;
  /** Also read a PDF's text items with positions and fonts (the resume layout reader); a second pass over the file. */
  layout?: boolean;
};

/** Fewer letters than this after extraction: nothing a person could call a resume. */
const MIN_LETTERS = 40;

/**
 * Clean text from an uploaded resume: PDF, DOCX, DOC (or a web page saved as .doc) by magic
 * bytes (else 415), ≤10 MB (else 413), a DOCX's declared unzipped size checked before anything
 * is inflated, parsed in an isolated worker with a time and memory limit (503 when the parse
 * queue is full); a PDF without a text layer is read with OCR. Damaged, encrypted or empty
 * files are 422s that say what is wrong.
 */
export async function extractDocumentText({
  bytes,
  layout = false,
}: ExtractDocumentTextOptions): Promise<ExtractedDocument> {
  if (bytes.byteLength > RESUME_MAX_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', 'The resume file is larger than 10 MB.');
  if (bytes.byteLength === 0) throw new AppError('VALIDATION_ERROR', 'resume: the file is empty.');
  const kind = await sniffDocument(bytes);
  if (kind === 'docx') await requireSaneDocx(bytes);
  const raw = await runExtractWorker(kind, bytes, { layout });
  const notices: string[] = [];
  let text = normalizeText(raw.text);
  let ocr = false;
  if (raw.images.length > 0) {
    const pages: string[] = [];
    for (const image of raw.images) {
      const { text: pageText } = await recognizeImage(Buffer.from(image));
      if (pageText) pages.push(pageText);
    }
    const ocrText = normalizeText(pages.join('\n\n'));
    if (letters(ocrText) > letters(text)) {
      text = ocrText;
      ocr = true;
      notices.push(
        'This PDF has no text layer (it looks scanned), so it was read with OCR; check the extracted text for misread words.',
      );
      if (raw.pages && raw.pages > raw.images.length)
        notices.push(
          raw.images.length === 1
            ? 'Only the first page of the scan was read.'
            : `Only the first ${raw.images.length} pages of the scan were read.`,
        );
    }
  }
  if (raw.pages && raw.pagesRead && raw.pages > raw.pagesRead && !ocr) {
    notices.push(
      `The PDF has ${plural(raw.pages, 'page')}; only the first ${raw.pagesRead === 1 ? 'page was' : `${raw.pagesRead} pages were`} read.`,
    );
  }
  if (letters(text) < MIN_LETTERS) {
    throw new AppError('VALIDATION_ERROR', 'resume: no readable text was found in the file.');
  }
  return {
    kind,
    text,
    pages: raw.pages,
    ocr,
    notices,
    layout: ocr ? null : (raw.layout ?? null),
    headings: raw.headings ?? [],
  };
}

function letters(text: string): number {
  return (text.match(/\p{L}/gu) ?? []).length;
}
