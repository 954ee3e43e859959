import { readFileSync } from 'node:fs';
import { makeDocuments, openBrowser } from '@/training/reader/make-documents';
import { documentFeatures } from '@/training/reader/line-features';
import { loadLabeller, type LabellerModel } from '@/training/reader/line-labeller';
import { headSpans, spanFeatures } from '@/training/reader/head-spans';
import { headLabels } from '@/training/reader/assemble-resume';
import { sectionsOf } from '@/training/reader/span-training';
import { labelWithKinds } from '@/training/reader/heading-kinds';
const L = (p: string) => loadLabeller(JSON.parse(readFileSync(p, 'utf8')) as LabellerModel);
const lab = L('/tmp/rt/model.json'), sp = L('/tmp/rt/span-model.json'), kinds = L('/tmp/rt/heading-kind-model.json');
const b = await openBrowser();
const [d] = await makeDocuments(process.argv[2]!, [1000], b); await b.close();
const f = documentFeatures(d!.lines); const a = labelWithKinds(lab, kinds, f); const secs = sectionsOf(a.map((x) => x.label));
d!.lines.slice(0, 30).forEach((l, i) => { let extra = '';
  if (headLabels.has(a[i]!.label)) { const s = headSpans(l); const g = sp.label(spanFeatures(s, l, secs[i]!)); extra = '\n      → ' + s.map((x, k) => `[${g[k]!.label} ${g[k]!.confidence.toFixed(2)}] ${x.text}`).join('  '); }
  console.log(d!.labels[i]!.padEnd(12), a[i]!.label.padEnd(18), l.cells.join(' ⎮ ').slice(0, 110) + extra); });
