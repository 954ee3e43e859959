// Typesetting a training document: LaTeX by pdflatex, DOCX by LibreOffice (both from Debian).
// Each call works in its own temporary folder, removed afterwards.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
/** Packages our templates need that small texlive sets lack (a fontawesome5 stand-in). */
const texInputs = path.resolve('training/reader/templates/tex');
const pdflatex = process.env.PDFLATEX ?? '/usr/bin/pdflatex';
const soffice = process.env.SOFFICE ?? '/usr/bin/soffice';

export const texAvailable = () => existsSync(pdflatex);
export const officeAvailable = () => existsSync(soffice);

export async function compileTex(source: string): Promise<Uint8Array> {
  const dir = mkdtempSync(path.join(tmpdir(), 'reader-tex-'));
  try {
    writeFileSync(path.join(dir, 'cv.tex'), source);
    await run(pdflatex, ['-interaction=batchmode', '-halt-on-error', 'cv.tex'], {
      cwd: dir,
      env: { ...process.env, TEXINPUTS: `${texInputs}:` },
      timeout: 60_000,
    }).catch((e: unknown) => {
      const log = existsSync(path.join(dir, 'cv.log'))
        ? readFileSync(path.join(dir, 'cv.log'), 'utf8')
        : '';
      const err = log.split('\n').find((l) => l.startsWith('!')) ?? String(e);
      throw new Error(`pdflatex failed: ${err}`);
    });
    return new Uint8Array(readFileSync(path.join(dir, 'cv.pdf')));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** DOCX files converted to PDF by one LibreOffice run (its start-up is most of the cost). */
export async function convertDocx(files: Uint8Array[]): Promise<Uint8Array[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'reader-office-'));
  try {
    const names = files.map((bytes, i) => {
      const name = path.join(dir, `cv-${i}.docx`);
      writeFileSync(name, bytes);
      return name;
    });
    await run(
      soffice,
      [
        `-env:UserInstallation=file://${dir}/profile`,
        '--headless',
        '--convert-to',
        'pdf',
        '--outdir',
        dir,
        ...names,
      ],
      { timeout: 30_000 + files.length * 10_000 },
    );
    return names.map((n) => new Uint8Array(readFileSync(n.replace(/\.docx$/, '.pdf'))));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
