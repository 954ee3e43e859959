import 'server-only';
import type { ExtractedDocument } from '@/server/documents/extract-document-text';
import { normalizeText } from '@/server/documents/normalize-text';
import { layoutHints } from './layout-hints';
import { layoutLinesToText } from './layout-lines-to-text';
import type { LayoutLine } from './layout-line';
import { readPdfLines } from './read-pdf-lines';
import { headingKey } from './split-resume-sections';

export type ResumeReading = {
  /** The text the structure is read from: the layout's reading of a PDF with a text layer, else the extracted text. */
  text: string;
  /** Heading lines and the name line as the layout shows them (absent for plain text). */
  hints?: { headings: ReadonlySet<string>; name: string };
  /** The layout lines (empty for plain text). */
  lines: LayoutLine[];
  /** Text drawn invisibly in the PDF (white on white, zero size, invisible mode): never content. */
  hidden: string[];
};

/**
 * An extracted document as the structurer reads it. A PDF with a text layer is read by its layout
 * (columns, headings by font, wrapped lines joined); the plain text is the fallback when there is
 * no layout or it yields much less text than the plain reading (a font without a usable text map).
 * A DOCX gives its heading paragraphs (and its first line, when it is one, as the name).
 */
export function readResumeLayout(document: ExtractedDocument): ResumeReading {
  if (document.layout) {
    const { lines, hidden } = readPdfLines(document.layout);
    const text = normalizeText(layoutLinesToText(lines));
    if (letters(text) >= 0.6 * letters(document.text))
      return { text, hints: layoutHints(lines), lines, hidden };
  }
  // A DOCX: the heading levels its known section headings use are section headings (job titles
  // styled Heading 3 are not); a heading that is the document's first line is the name.
  if (document.headings.length) {
    const levels = new Set(
      document.headings.filter((h) => headingKey(normalizeText(h.text))).map((h) => h.level),
    );
    const headings = new Set(
      document.headings.filter((h) => levels.has(h.level)).map((h) => normalizeText(h.text)),
    );
    const first = normalizeText(document.headings[0]!.text);
    const firstLine =
      document.text
        .split('\n')
        .find((l) => l.trim())
        ?.trim() ?? '';
    return {
      text: document.text,
      hints: { headings, name: firstLine === first ? first : '' },
      lines: [],
      hidden: [],
    };
  }
  return { text: document.text, lines: [], hidden: [] };
}

function letters(text: string): number {
  return (text.match(/\p{L}/gu) ?? []).length;
}
