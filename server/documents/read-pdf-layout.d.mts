import type { PdfLayout } from './pdf-layout';

/** Pages and text items (position, size, font, hidden) of the first `maxPages` pages of a PDF. */
export function readPdfLayout(bytes: Uint8Array, maxPages: number): Promise<PdfLayout>;
