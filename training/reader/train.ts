// `npm run train:reader [-- --smoke] [-- --docs N] [-- --cached]`: makes the training documents
// (make-documents.ts), trains the line labeller on every template but the held-out ones, measures
// the alternatives on the held-out templates (and on the real-CV dev set's lines when
// ../shared/corpus is there), and writes the chosen model to training/reader/model.json
// (--smoke writes to .data/reader-training/ instead). Seeds are fixed: the same run gives the same model.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'puppeteer-core';
import { evaluate, type Figures, type LabelledDoc } from './evaluate';
import { boundaryLabels, labels } from './label-lines';
import { documentFeatures } from './line-features';
import { trainLabeller, type Doc, type LabellerModel } from './line-labeller';
import {
  browserAvailable,
  families,
  htmlTemplates,
  makeDocument,
  openBrowser,
} from './make-documents';
import { seeded } from './random';
import { readRealCvs } from './real-cv-lines';

/** Whole templates the model never sees in training: the figures on them are for unseen layouts. */
export const heldOut = ['margin-headings', 'tabular', 'sidebar-right-dark', 'drawn-dates-left'];

const args = process.argv.slice(2);
const smoke = args.includes('--smoke');
const perTemplate = Number(args[args.indexOf('--docs') + 1]) || (smoke ? 6 : 60);
const dataDir = path.resolve('.data/reader-training');
const modelPath = smoke
  ? path.join(dataDir, 'model-smoke.json')
  : path.resolve('training/reader/model.json');
const cachePath = path.join(dataDir, `documents-v2-${perTemplate}.json`);
const boundaryPath = smoke
  ? path.join(dataDir, 'boundary-model-smoke.json')
  : path.resolve('training/reader/boundary-model.json');
mkdirSync(dataDir, { recursive: true });
const t0 = performance.now();
const secs = () => `${((performance.now() - t0) / 1000).toFixed(0)} s`;

async function makeAll(): Promise<LabelledDoc[]> {
  if (args.includes('--cached') && existsSync(cachePath))
    return JSON.parse(readFileSync(cachePath, 'utf8')) as LabelledDoc[];
  const html = new Set(htmlTemplates.map((t) => t.family));
  let browser: Browser | null = null;
  if (browserAvailable()) browser = await openBrowser();
  else
    console.log('No Chromium (CHROME_PATH or /usr/bin/chromium): the HTML templates are left out.');
  const docs: LabelledDoc[] = [];
  try {
    for (const family of families) {
      if (html.has(family) && !browser) continue;
      for (let i = 0; i < perTemplate; i++) {
        const d = await makeDocument(family, i, browser);
        docs.push({ template: family, lines: d.lines, labels: d.labels, boundaries: d.boundaries });
      }
      console.log(`  ${family}: ${perTemplate} documents (${secs()})`);
    }
  } finally {
    await browser?.close();
  }
  writeFileSync(cachePath, JSON.stringify(docs));
  return docs;
}

const toDocs = (docs: LabelledDoc[], keep: (f: string) => boolean = () => true): Doc[] =>
  docs.map((d) => {
    const feats = documentFeatures(d.lines);
    return {
      template: d.template,
      lines: d.labels.map((label, i) => ({ label, features: feats[i]!.filter(keep) })),
    };
  });

console.log(`Making ${perTemplate} documents per template (${families.length} templates)…`);
const all = await makeAll();
const train = all.filter((d) => !heldOut.includes(d.template));
const test = all.filter((d) => heldOut.includes(d.template));
console.log(
  `${all.length} documents, ${all.reduce((a, d) => a + d.lines.length, 0)} lines; train ${train.length}, held out ${test.length} (${secs()})`,
);

const options = { epochs: smoke ? 4 : 12, rate: 0.1, l2: 1e-5, minCount: smoke ? 1 : 3 };
const trainDocs = toDocs(train);
const base = trainLabeller(trainDocs, labels, { ...options, rng: seeded(39) });
const noContext = trainLabeller(
  toDocs(train, (f) => !/^(p|n|pp):/.test(f)),
  labels,
  { ...options, rng: seeded(39) },
);
console.log(`trained (${secs()})`);

const variants: [string, LabellerModel][] = [
  ['line features only, argmax', noContext],
  ['with neighbours, argmax', base],
  ['with neighbours, Viterbi', { ...base, decode: { viterbi: true, prior: 0 } }],
  ['with neighbours, Viterbi − 0.5·prior', { ...base, decode: { viterbi: true, prior: 0.5 } }],
];
const real = await readRealCvs();
if (!real.length)
  console.log(
    'The real-CV dev set (../shared/corpus/dev/resumes/real) is absent: its figures are left out.',
  );
const pct = (v: number) => `${(100 * v).toFixed(1)}%`;
const rows: Record<string, string | number>[] = [];
let best: [string, LabellerModel, Figures] | null = null;
for (const [name, model] of variants) {
  const held = evaluate(model, test);
  const seen = evaluate(model, train.slice(0, 200));
  const onReal = real.length ? evaluate(model, real, ['other']) : null;
  const realGrouped = real.length ? evaluate(model, real, ['other'], true) : null;
  rows.push({
    model: name,
    'train acc.': pct(seen.accuracy),
    'held-out acc.': pct(held.accuracy),
    'held-out macro-F1': pct(held.macroF1),
    'held-out grouped': pct(evaluate(model, test, [], true).accuracy),
    ...(onReal && realGrouped
      ? {
          'real CVs acc.': pct(onReal.accuracy),
          'real grouped': pct(realGrouped.accuracy),
          'real lines': onReal.lines,
        }
      : {}),
    'ms/doc': held.msPerDoc.toFixed(1),
  });
  if (!best || held.macroF1 > best[2].macroF1) best = [name, model, held];
}
console.table(rows);
const [name, model, held] = best!;
console.log(`\nChosen: ${name}. Held-out templates:`);
console.table(Object.fromEntries(Object.entries(held.perTemplate).map(([k, v]) => [k, pct(v)])));
console.table(
  Object.fromEntries(
    Object.entries(held.perLabel).map(([k, v]) => [
      k,
      { n: v.n, recall: pct(v.recall), precision: pct(v.precision) },
    ]),
  ),
);
if (real.length) {
  const r = evaluate(model, real, ['other']);
  console.log('Real CVs (lines the truth labels), per label:');
  console.table(
    Object.fromEntries(
      Object.entries(r.perLabel).map(([k, v]) => [k, { n: v.n, recall: pct(v.recall) }]),
    ),
  );
  const g = evaluate(model, real, ['other'], true);
  console.log('Real CVs per family (exact / grouped):');
  console.table(
    Object.fromEntries(
      Object.entries(r.perTemplate).map(([k, v]) => [k, `${pct(v)} / ${pct(g.perTemplate[k]!)}`]),
    ),
  );
}
writeFileSync(modelPath, JSON.stringify(model));

// Where entries begin: the same features, labels begin / inside / none.
const asBoundaries = (docs: LabelledDoc[]) =>
  docs.map((d) => ({ ...d, labels: d.boundaries ?? d.labels.map(() => 'none') }));
const boundaryModel = trainLabeller(toDocs(asBoundaries(train)), boundaryLabels, {
  ...options,
  rng: seeded(40),
});
const b = evaluate(boundaryModel, asBoundaries(test)).perLabel;
console.log(
  `Entry beginnings on held-out templates: recall ${pct(b.begin?.recall ?? 0)}, precision ${pct(b.begin?.precision ?? 0)} (${b.begin?.n ?? 0} entries)`,
);
writeFileSync(boundaryPath, JSON.stringify(boundaryModel));
console.log(
  `model → ${path.relative(process.cwd(), modelPath)} (${(JSON.stringify(model).length / 1024).toFixed(0)} KB), ${model.features.length} features; total ${secs()}`,
);
