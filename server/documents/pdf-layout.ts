import 'server-only';

/** One text item of a PDF page as the document worker reads it (read-pdf-layout.mjs). y runs down from the page's top, at the baseline. */
export type PdfTextItem = {
  s: string;
  x: number;
  y: number;
  w: number;
  size: number;
  font: string;
  page: number;
  hidden: boolean;
};

/** Page sizes and text items of the pages read. */
export type PdfLayout = { pages: { width: number; height: number }[]; items: PdfTextItem[] };
