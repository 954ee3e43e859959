import type { PdfLayout } from './pdf-layout';

/** One pdf.js reading of a PDF: its page count, the first pages' plain text, then their layout. */
export function openPdfReading(bytes: Uint8Array): Promise<{
  pages: number;
  /** The first `first` pages' plain text, as pdf-parse's getText writes it. */
  readText: (first: number) => Promise<string>;
  /** Pages (size) and layout items of the pages readText read. */
  readLayout: () => Promise<PdfLayout>;
  close: () => Promise<void>;
}>;
