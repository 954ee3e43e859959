// Training documents: content drawn with a fixed seed, printed through a template (HTML by
// Chromium, or drawn with pdf-lib), read back by the same layout reader as an upload
// (read-pdf-layout.mjs, then read-pdf-lines.ts), each line labelled from the content it printed.
import { existsSync } from 'node:fs';
import puppeteer, { type Browser } from 'puppeteer-core';
import type { LayoutLine } from '@/server/ai/resume-reading/layout-line';
import { readPdfLines } from '@/server/ai/resume-reading/read-pdf-lines';
import { readPdfLayout } from '@/server/documents/read-pdf-layout.mjs';
import { generateContent, type ResumeContent } from './generate-content';
import { headSpans } from './head-spans';
import { labelLines, labelSpans, type Label } from './label-lines';
import { seeded } from './random';
import { docxTemplates } from './templates/docx-templates';
import { drawnTemplates, toWinAnsi } from './templates/drawn-templates';
import type { HtmlTemplate } from './templates/html-kit';
import { htmlTemplatesA } from './templates/html-templates-a';
import { htmlTemplatesB } from './templates/html-templates-b';
import { htmlTemplatesC } from './templates/html-templates-c';
import { htmlTemplatesD } from './templates/html-templates-d';
import { compileTex, convertDocx, officeAvailable, texAvailable } from './templates/run-tex';
import { texTemplates } from './templates/tex-templates';

export const htmlTemplates: HtmlTemplate[] = [
  ...htmlTemplatesA,
  ...htmlTemplatesB,
  ...htmlTemplatesC,
  ...htmlTemplatesD,
];
export const families = [
  ...htmlTemplates.map((t) => t.family),
  ...drawnTemplates.map((t) => t.family),
  ...texTemplates.map((t) => t.family),
  ...docxTemplates.map((t) => t.family),
];

/** What a family is printed by, and whether that is on this machine. */
export function engineOf(family: string): 'chromium' | 'pdf-lib' | 'latex' | 'libreoffice' {
  if (texTemplates.some((t) => t.family === family)) return 'latex';
  if (docxTemplates.some((t) => t.family === family)) return 'libreoffice';
  if (drawnTemplates.some((t) => t.family === family)) return 'pdf-lib';
  return 'chromium';
}
export const engineAvailable = (engine: ReturnType<typeof engineOf>) =>
  engine === 'latex'
    ? texAvailable()
    : engine === 'libreoffice'
      ? officeAvailable()
      : engine === 'chromium'
        ? browserAvailable()
        : true;

export type HeadSpans = { line: number; texts: string[]; labels: string[] };
const headLabels = new Set([
  'entry_head',
  'role',
  'org',
  'date',
  'location',
  'degree',
  'institution',
]);

export type ReadDocument = {
  template: string;
  seed: number;
  content: ResumeContent;
  lines: LayoutLine[];
  labels: Label[];
  /** The parts of each entry-head line and their labels (head-spans.ts, label-lines.ts labelSpans). */
  spans: HeadSpans[];
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

/** Content drawn for document `i` of a template, and the source its engine prints. */
async function draw(family: string, i: number) {
  const seed = seedOf(family, i) >>> 0;
  const rng = seeded(seed);
  let content = generateContent(rng);
  const drawn = drawnTemplates.find((t) => t.family === family);
  if (drawn) content = toWinAnsi(content);
  return { seed, rng, content, drawn };
}

async function readBack(
  family: string,
  seed: number,
  content: ResumeContent,
  bytes: Uint8Array,
): Promise<ReadDocument> {
  // A copy: the reader may take the buffer over (the bytes stay for a caller to read again).
  const layout = await readPdfLayout(bytes.slice(), 30);
  const { lines } = readPdfLines(layout);
  const labels = labelLines(lines, content);
  const spans: HeadSpans[] = [];
  lines.forEach((l, line) => {
    if (!headLabels.has(labels[line]!)) return;
    const texts = headSpans(l).map((x) => x.text);
    spans.push({ line, texts, labels: labelSpans(texts, content) });
  });
  return { template: family, seed, content, lines, labels, spans, bytes };
}

/** One document of a template, printed and read back. `browser` is needed for HTML templates only. */
export async function makeDocument(
  family: string,
  i: number,
  browser: Browser | null,
): Promise<ReadDocument> {
  return (await makeDocuments(family, [i], browser))[0]!;
}

/** Documents `indices` of a template (DOCX ones converted by one LibreOffice run). */
export async function makeDocuments(
  family: string,
  indices: number[],
  browser: Browser | null,
): Promise<ReadDocument[]> {
  const docx = docxTemplates.find((t) => t.family === family);
  if (docx) {
    const drawn = await Promise.all(indices.map((i) => draw(family, i)));
    const files = await Promise.all(drawn.map((d) => docx.render(d.content, d.rng)));
    const pdfs = await convertDocx(files);
    const out: ReadDocument[] = [];
    for (const [k, d] of drawn.entries())
      out.push(await readBack(family, d.seed, d.content, pdfs[k]!));
    return out;
  }
  const out: ReadDocument[] = [];
  for (const i of indices) {
    const { seed, rng, content, drawn } = await draw(family, i);
    const tex = texTemplates.find((t) => t.family === family);
    let bytes: Uint8Array;
    if (drawn) bytes = await drawn.render(content, rng);
    else if (tex) bytes = await compileTex(tex.render(content, rng));
    else bytes = await printHtml(family, content, rng, browser);
    out.push(await readBack(family, seed, content, bytes));
  }
  return out;
}

async function printHtml(
  family: string,
  content: ResumeContent,
  rng: ReturnType<typeof seeded>,
  browser: Browser | null,
): Promise<Uint8Array> {
  const t = htmlTemplates.find((x) => x.family === family);
  if (!t) throw new Error(`no template ${family}`);
  if (!browser) throw new Error(`template ${family} needs Chromium`);
  const { html, page: paper } = t.render(content, rng);
  const page = await browser.newPage();
  try {
    await page.setContent(html, { waitUntil: 'load' });
    return await page.pdf({ format: paper as 'A4' | 'Letter', printBackground: true });
  } finally {
    await page.close();
  }
}
