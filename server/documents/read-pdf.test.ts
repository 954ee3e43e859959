// The document worker reads a PDF once with pdf.js (read-pdf.mjs): its plain text must be what
// pdf-parse's getText wrote before (the text every fallback and check uses), and its layout what
// the layout reader read from a parse of its own (ADR 220).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PDFParse } from 'pdf-parse';
import { readPdfLayout } from './read-pdf-layout.mjs';
import { openPdfReading } from './read-pdf.mjs';

const files = [
  ...['maya-chen-backend', 'sam-rivera-frontend', 'priya-natarajan-data-2page'].map((name) =>
    path.resolve('test/fixtures/resumes', `${name}.pdf`),
  ),
  ...readdirSync('test/fixtures/third-party/resumes/pdf')
    .filter((f) => f.endsWith('.pdf'))
    .map((f) => path.resolve('test/fixtures/third-party/resumes/pdf', f)),
];

describe('one pdf.js reading for text and layout', () => {
  it.each(files.map((f) => [path.basename(f), f]))(
    '%s: pdf-parse’s plain text and the layout reader’s items',
    async (_name, file) => {
      const bytes = new Uint8Array(readFileSync(file));
      const parser = new PDFParse({ data: new Uint8Array(bytes), verbosity: 0 });
      const total = (await parser.getInfo()).total;
      const before = await parser.getText({ first: Math.min(total, 30), lineEnforce: true });
      await parser.destroy();
      const layoutBefore = await readPdfLayout(new Uint8Array(bytes), 30);

      const reading = await openPdfReading(new Uint8Array(bytes));
      try {
        expect(reading.pages).toBe(total);
        expect(await reading.readText(Math.min(total, 30))).toBe(before.text);
        expect(await reading.readLayout()).toEqual(layoutBefore);
      } finally {
        await reading.close();
      }
    },
    60_000,
  );
});
