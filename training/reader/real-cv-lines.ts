// The real-CV dev set's lines labelled from its ground truth (name, contacts, role, company,
// dates, institution, degree, skills): partial truth, so only lines that got such a label count.
// Reads ../shared/corpus/dev/resumes/real (or CORPUS_DIR); returns [] when it is absent.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { corpusDir } from '@/bench/corpus';
import type { Truth } from '@/bench/ai/structure-truth';
import { readPdfLines } from '@/server/ai/resume-reading/read-pdf-lines';
import { readPdfLayout } from '@/server/documents/read-pdf-layout.mjs';
import { labelText, matchForm, type Field } from './label-lines';
import type { LabelledDoc } from './evaluate';

export const realDir = path.join(corpusDir, 'resumes/real');

function truthFields(t: Truth): Field[] {
  const f: Field[] = [{ text: t.name, label: 'name' }];
  if (t.email) f.push({ text: t.email, label: 'contact' });
  if (t.phone) f.push({ text: t.phone, label: 'contact' });
  for (const e of t.experience) {
    f.push({ text: e.role, label: 'role' }, { text: e.company, label: 'org' });
    if (e.start) f.push({ text: e.start, label: 'date' });
    if (e.end) f.push({ text: e.end, label: 'date' });
  }
  for (const e of t.education) {
    f.push({ text: e.institution, label: 'institution' });
    if (e.degree) f.push({ text: e.degree, label: 'degree' });
  }
  for (const s of t.skills) f.push({ text: s, label: 'skill' });
  return f.map((x) => ({ ...x, text: matchForm(x.text) })).filter((x) => x.text.length > 1);
}

export async function readRealCvs(): Promise<LabelledDoc[]> {
  const truthDir = path.join(realDir, 'ground_truth');
  if (!existsSync(truthDir)) return [];
  const docs: LabelledDoc[] = [];
  for (const file of readdirSync(truthDir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const truth = JSON.parse(readFileSync(path.join(truthDir, file), 'utf8')) as Truth;
    const bytes = new Uint8Array(readFileSync(path.join(realDir, 'pdf', truth.file)));
    const { lines } = readPdfLines(await readPdfLayout(bytes, 30));
    const fields = truthFields(truth);
    docs.push({
      template: truth.file
        .replace(/\.pdf$/, '')
        .split('_')
        .slice(1)
        .join('_'),
      lines,
      labels: lines.map((l) => labelText(l.cells.join(' | '), fields)),
    });
  }
  return docs;
}
