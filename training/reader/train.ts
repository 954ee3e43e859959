// `npm run train:reader [-- --smoke] [-- --docs N] [-- --cached]`: makes the training documents
// (make-documents.ts), trains the line labeller on every template but the held-out ones, measures
// the alternatives on the held-out templates (and on the real-CV dev set's lines when
// ../shared/corpus is there), and writes the chosen model to training/reader/model.json
// (--smoke writes to .data/reader-training/ instead). Seeds are fixed: the same run gives the same model.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'puppeteer-core';
import { evaluate, type Figures, type LabelledDoc } from './evaluate';
import { labels } from './label-lines';
import { documentFeatures } from './line-features';
import { loadLabeller, trainLabeller, type Doc, type LabellerModel } from './line-labeller';
import {
  browserAvailable,
  engineAvailable,
  engineOf,
  families,
  makeDocuments,
  openBrowser,
} from './make-documents';
import { heldOutFamilies } from './held-out';
import { seeded } from './random';
import { evaluateSpans, spanDocs } from './span-training';
import { headingDocs, headingKinds, labelWithKinds } from './heading-kinds';
import { spanLabels } from './head-spans';
import { readRealCvs } from './real-cv-lines';

const args = process.argv.slice(2);
const smoke = args.includes('--smoke');
const perTemplate = Number(args[args.indexOf('--docs') + 1]) || (smoke ? 6 : 60);
const dataDir = path.resolve('.data/reader-training');
const modelPath = smoke
  ? path.join(dataDir, 'model-smoke.json')
  : path.resolve('training/reader/model.json');
const cachePath = path.join(dataDir, `documents-v3-${perTemplate}.json`);
const kindPath = smoke
  ? path.join(dataDir, 'heading-kind-model-smoke.json')
  : path.resolve('training/reader/heading-kind-model.json');
const spanPath = smoke
  ? path.join(dataDir, 'span-model-smoke.json')
  : path.resolve('training/reader/span-model.json');
mkdirSync(dataDir, { recursive: true });
const t0 = performance.now();
const secs = () => `${((performance.now() - t0) / 1000).toFixed(0)} s`;

async function makeAll(): Promise<LabelledDoc[]> {
  if (args.includes('--cached') && existsSync(cachePath))
    return JSON.parse(readFileSync(cachePath, 'utf8')) as LabelledDoc[];
  let browser: Browser | null = null;
  if (browserAvailable()) browser = await openBrowser();
  const docs: LabelledDoc[] = [];
  const missing = new Set<string>();
  try {
    for (const family of families) {
      const engine = engineOf(family);
      if (!engineAvailable(engine)) {
        missing.add(engine);
        continue;
      }
      const indices = Array.from({ length: perTemplate }, (_, i) => i);
      for (const d of await makeDocuments(family, indices, browser))
        docs.push({
          template: family,
          lines: d.lines,
          labels: d.labels,
          spans: d.spans,
        });
      console.log(`  ${family}: ${perTemplate} documents (${secs()})`);
    }
  } finally {
    await browser?.close();
  }
  for (const engine of missing)
    console.log(`No ${engine} on this machine: its templates are left out.`);
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
const train = all.filter((d) => !heldOutFamilies.includes(d.template));
const test = all.filter((d) => heldOutFamilies.includes(d.template));
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

// What kind of section a heading opens: its own words and the lines under it (heading-kinds.ts).
const kindModel = trainLabeller(headingDocs(trainDocs), [...headingKinds], {
  ...options,
  rng: seeded(42),
});
const lineModel = loadLabeller(model);
const kinds = loadLabeller(kindModel);
for (const [title, docs] of [
  ['held-out templates', test],
  ['real CVs', real],
] as const) {
  let right = [0, 0];
  let two = [0, 0];
  for (const d of docs) {
    const f = documentFeatures(d.lines);
    const one = lineModel.label(f);
    const both = labelWithKinds(lineModel, kinds, f);
    d.labels.forEach((want, i) => {
      if (!want.startsWith('heading_')) return;
      right = [right[0]! + +(one[i]!.label === want), right[1]! + 1];
      two = [two[0]! + +(both[i]!.label === want), two[1]! + 1];
    });
  }
  if (right[1])
    console.log(
      `Headings on ${title}: line model ${right[0]}/${right[1]}, with the kind model ${two[0]}/${two[1]}`,
    );
}
writeFileSync(kindPath, JSON.stringify(kindModel));

// The parts of entry-head lines: role, org, date, location, degree, institution, other.
const spanModel = trainLabeller(spanDocs(train), [...spanLabels], {
  ...options,
  rng: seeded(41),
});
const sp = evaluateSpans(spanModel, spanDocs(test));
console.log(
  `Head-line parts on held-out templates: accuracy ${pct(sp.accuracy)} (${sp.spans} parts)`,
);
console.table(
  Object.fromEntries(
    Object.entries(sp.perLabel).map(([k, v]) => [
      k,
      { n: v.n, recall: pct(v.recall), precision: pct(v.precision) },
    ]),
  ),
);
writeFileSync(spanPath, JSON.stringify(spanModel));
console.log(
  `model → ${path.relative(process.cwd(), modelPath)} (${(JSON.stringify(model).length / 1024).toFixed(0)} KB), ${model.features.length} features; total ${secs()}`,
);
