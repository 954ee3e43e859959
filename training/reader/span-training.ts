// The span labeller's training examples: every entry-head line of the generated documents, cut
// into its parts (head-spans.ts) and labelled from the content it printed (label-lines.ts).
import type { LabelledDoc } from './evaluate';
import { headSpans, spanFeatures } from './head-spans';
import { loadLabeller, type Doc, type LabellerModel } from './line-labeller';

/** The section each line is in, by the heading labels before it. */
export function sectionsOf(labels: string[]): string[] {
  let section = 'header';
  return labels.map((l) => {
    if (l.startsWith('heading_')) section = l.slice('heading_'.length);
    return section;
  });
}

/** One labeller "document" per head line: its spans in order. */
export function spanDocs(docs: LabelledDoc[]): Doc[] {
  const out: Doc[] = [];
  for (const d of docs) {
    const sections = sectionsOf(d.labels);
    for (const s of d.spans ?? []) {
      const line = d.lines[s.line]!;
      const spans = headSpans(line);
      // Parts cut finer than when the document was made take the label of the part they were in.
      const labels = spans.map((x) => {
        const k = s.texts.findIndex((t) => t === x.text || t.includes(x.text));
        return k >= 0 ? s.labels[k]! : null;
      });
      if (labels.includes(null)) continue;
      const feats = spanFeatures(spans, line, sections[s.line]!);
      out.push({
        template: d.template,
        lines: labels.map((label, i) => ({ label: label!, features: feats[i]! })),
      });
    }
  }
  return out;
}

/** Accuracy and per-label recall / precision of a span model on span documents. */
export function evaluateSpans(model: LabellerModel, docs: Doc[]) {
  const labeller = loadLabeller(model);
  const counts = new Map<string, { n: number; tp: number; fp: number }>();
  const get = (k: string) => counts.get(k) ?? counts.set(k, { n: 0, tp: 0, fp: 0 }).get(k)!;
  let right = 0;
  let all = 0;
  for (const d of docs) {
    const got = labeller.label(d.lines.map((l) => l.features));
    d.lines.forEach((l, i) => {
      const g = got[i]!.label;
      all++;
      get(l.label).n++;
      if (g === l.label) {
        right++;
        get(g).tp++;
      } else get(g).fp++;
    });
  }
  const perLabel = Object.fromEntries(
    [...counts].map(([k, c]) => [
      k,
      { n: c.n, recall: c.tp / Math.max(1, c.n), precision: c.tp / Math.max(1, c.tp + c.fp) },
    ]),
  );
  return { spans: all, accuracy: right / Math.max(1, all), perLabel };
}
