import 'server-only';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { resumeStyles } from '@/components/resume/template/resume-styles';
import { log } from '@/server/log';

// Liberation Sans (Arial-metric, static TrueType, shipped in pdfjs-dist) travels inside the
// document as data: URLs, since the page may load nothing else. Static faces embed in the PDF as
// real TrueType fonts with a Unicode map, so the text stays selectable and ATS-readable
// (variable fonts such as Inter come out as Type 3 drawings). The live preview loads the same
// files through next/font (components/resume/editor/resume-font.ts).
const fontDir = join(process.cwd(), 'node_modules/pdfjs-dist/standard_fonts');
const faces = [
  { file: 'LiberationSans-Regular.ttf', weight: 400, style: 'normal' },
  { file: 'LiberationSans-Bold.ttf', weight: 700, style: 'normal' },
  { file: 'LiberationSans-Italic.ttf', weight: 400, style: 'italic' },
];
let fontFaces: Promise<string> | null = null;

function loadFontFaces(): Promise<string> {
  fontFaces ??= Promise.all(
    faces.map(async ({ file, weight, style }) => {
      const bytes = await readFile(join(fontDir, file));
      return `@font-face { font-family: 'Resume Sans'; font-weight: ${weight}; font-style: ${style}; src: url(data:font/ttf;base64,${bytes.toString('base64')}) format('truetype'); }`;
    }),
  )
    .then((rules) => rules.join('\n'))
    .catch((error: unknown) => {
      log.warn(
        { err: error },
        'resume font files not found; PDFs use the system Liberation Sans/Arial',
      );
      return '';
    });
  return fontFaces;
}

let shell: Promise<string> | null = null;

/**
 * The self-contained A4 document every export is printed in: fonts and the template's
 * stylesheet, and an empty body that each export fills with its (already safe) markup.
 */
export function pdfShellDocument(): Promise<string> {
  shell ??= loadFontFaces().then(
    (
      fonts,
    ) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Resume</title><style>
${fonts}
@page { size: A4; margin: 14mm; }
html, body { margin: 0; padding: 0; background: #fff; }
img { max-width: 100%; }
${resumeStyles}
</style></head><body></body></html>`,
  );
  return shell;
}
