// Training documents: content drawn with a fixed seed, printed through a template (HTML by
// Chromium, or drawn with pdf-lib), read back by the same layout reader as an upload
// (read-pdf-layout.mjs, then read-pdf-lines.ts), each line labelled from the content it printed.
import { existsSync } from 'node:fs';
import puppeteer, { type Browser } from 'puppeteer-core';
import type { LayoutLine } from '@/server/ai/resume-reading/layout-line';
import { readPdfLines } from '@/server/ai/resume-reading/read-pdf-lines';
import { readPdfLayout } from '@/server/documents/read-pdf-layout.mjs';
import { generateContent, type ResumeContent } from './generate-content';
import { labelBoundaries, labelLines, type Label } from './label-lines';
import { seeded } from './random';
import { drawnTemplates, toWinAnsi } from './templates/drawn-templates';
import type { HtmlTemplate } from './templates/html-kit';
import { htmlTemplatesA } from './templates/html-templates-a';
import { htmlTemplatesB } from './templates/html-templates-b';
import { htmlTemplatesC } from './templates/html-templates-c';

export const htmlTemplates: HtmlTemplate[] = [
  ...htmlTemplatesA,
  ...htmlTemplatesB,
  ...htmlTemplatesC,
];
export const families = [
  ...htmlTemplates.map((t) => t.family),
  ...drawnTemplates.map((t) => t.family),
];

export type ReadDocument = {
  template: string;
  seed: number;
  content: ResumeContent;
  lines: LayoutLine[];
  labels: Label[];
  /** Where each job or study begins (label-lines.ts labelBoundaries). */
  boundaries: string[];
  bytes: Uint8Array;
};

const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const browserAvailable = () => existsSync(chromium);

export async function openBrowser(): Promise<Browser> {
  return puppeteer.launch({
    executablePath: chromium,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--font-render-hinting=none',
    ],
  });
}

/** The seed of document `i` of a template: fixed, and distinct across templates. */
const seedOf = (family: string, i: number) =>
  [...family].reduce((h, ch) => (Math.imul(h, 31) + ch.charCodeAt(0)) >>> 0, 7) ^ (i * 2654435761);

/** One document of a template, printed and read back. `browser` is needed for HTML templates only. */
export async function makeDocument(
  family: string,
  i: number,
  browser: Browser | null,
): Promise<ReadDocument> {
  const seed = seedOf(family, i) >>> 0;
  const rng = seeded(seed);
  let content = generateContent(rng);
  let bytes: Uint8Array;
  const drawn = drawnTemplates.find((t) => t.family === family);
  if (drawn) {
    content = toWinAnsi(content);
    bytes = await drawn.render(content, rng);
  } else {
    const t = htmlTemplates.find((x) => x.family === family);
    if (!t) throw new Error(`no template ${family}`);
    if (!browser) throw new Error(`template ${family} needs Chromium`);
    const { html, page: paper } = t.render(content, rng);
    const page = await browser.newPage();
    try {
      await page.setContent(html, { waitUntil: 'load' });
      bytes = await page.pdf({ format: paper as 'A4' | 'Letter', printBackground: true });
    } finally {
      await page.close();
    }
  }
  const layout = await readPdfLayout(bytes, 30);
  const { lines } = readPdfLines(layout);
  const labels = labelLines(lines, content);
  const boundaries = labelBoundaries(lines, labels, content);
  return { template: family, seed, content, lines, labels, boundaries, bytes };
}
