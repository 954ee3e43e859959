// The committed model (training/reader/model.json, written by `npm run train:reader`) against the
// feature code it was trained with: on a document of a template held out of its training it must
// still read the lines, and label a two-page resume quickly. Retrain when line-features.ts changes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluate } from './evaluate';
import { documentFeatures } from './line-features';
import { loadLabeller, type LabellerModel } from './line-labeller';
import { readPdfLines } from '@/server/ai/resume-reading/read-pdf-lines';
import { readPdfLayout } from '@/server/documents/read-pdf-layout.mjs';
import { generateContent } from './generate-content';
import { makeDocument } from './make-documents';
import { seeded } from './random';
import { drawnTemplates, toWinAnsi } from './templates/drawn-templates';

const model = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'model.json'), 'utf8'),
) as LabellerModel;

describe('the committed line labeller', () => {
  it('reads documents of a template it was not trained on', async () => {
    const docs = [];
    for (const i of [500, 501, 502]) {
      const d = await makeDocument('drawn-dates-left', i, null);
      docs.push({ template: d.template, lines: d.lines, labels: d.labels });
    }
    const figures = evaluate(model, docs);
    expect(figures.accuracy).toBeGreaterThan(0.85);
    expect(figures.perLabel.name?.recall).toBe(1);
  }, 60_000);

  it('labels a two-page resume in well under a second', async () => {
    // A long career: the jobs of three drawn contents on one resume.
    const contents = [1, 2, 3].map((seed) => toWinAnsi(generateContent(seeded(seed))));
    const content = { ...contents[0]!, jobs: contents.flatMap((c) => c.jobs) };
    for (const j of content.jobs) j.bullets = [...j.bullets, ...j.bullets, 'Shipped the release.'];
    const plain = drawnTemplates.find((t) => t.family === 'drawn-plain')!;
    const { lines } = readPdfLines(await readPdfLayout(await plain.render(content, seeded(4)), 30));
    expect(new Set(lines.map((l) => l.page)).size).toBeGreaterThanOrEqual(2);
    const labeller = loadLabeller(model);
    const times: number[] = [];
    for (let run = 0; run < 3; run++) {
      const t0 = performance.now();
      labeller.label(documentFeatures(lines));
      times.push(performance.now() - t0);
    }
    expect(Math.min(...times)).toBeLessThan(300);
  }, 60_000);
});
