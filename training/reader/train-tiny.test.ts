// The whole training path on a few documents: content drawn with fixed seeds, drawn into PDFs
// (pdf-lib, no browser), read by the layout reader as uploads are, labelled from their content, a
// small model trained on them, and documents it never saw read back.
import { describe, expect, it } from 'vitest';
import { assembleResume } from './assemble-resume';
import { evaluate } from './evaluate';
import { spanLabels } from './head-spans';
import { labels } from './label-lines';
import { documentFeatures } from './line-features';
import { loadLabeller, trainLabeller } from './line-labeller';
import { makeDocument } from './make-documents';
import { seeded } from './random';
import { spanDocs } from './span-training';

async function docs(family: string, from: number, n: number) {
  const out = [];
  for (let i = from; i < from + n; i++) {
    const d = await makeDocument(family, i, null);
    out.push({
      template: family,
      lines: d.lines,
      labels: d.labels,
      spans: d.spans,
      content: d.content,
    });
  }
  return out;
}

describe('training a line labeller on generated documents', () => {
  it('learns from six documents to read a seventh, and a template it never saw better than by chance', async () => {
    const train = await docs('drawn-plain', 0, 6);
    const model = trainLabeller(
      train.map((d) => {
        const f = documentFeatures(d.lines);
        return {
          template: d.template,
          lines: d.labels.map((label, i) => ({ label, features: f[i]! })),
        };
      }),
      labels,
      { epochs: 6, rate: 0.1, l2: 1e-5, minCount: 1, rng: seeded(1) },
    );
    const same = await docs('drawn-plain', 100, 1);
    const sameFigures = evaluate(model, same);
    expect(sameFigures.accuracy).toBeGreaterThan(0.9);

    const unseen = await docs('drawn-dates-left', 100, 1);
    const read = loadLabeller(model).label(documentFeatures(unseen[0]!.lines));
    const name = unseen[0]!.labels.indexOf('name');
    expect(read[name]!.label).toBe('name');
    const figures = evaluate(model, unseen);
    // Always answering the commonest label would score its share of the lines.
    const counts = new Map<string, number>();
    for (const l of unseen[0]!.labels) counts.set(l, (counts.get(l) ?? 0) + 1);
    const majority = Math.max(...counts.values()) / unseen[0]!.labels.length;
    expect(figures.accuracy).toBeGreaterThan(majority + 0.15);
    expect(read.every((r) => r.confidence > 0 && r.confidence <= 1)).toBe(true);
  }, 60_000);
});

describe('training the whole reader on generated documents', () => {
  it('reads the jobs of a document it never saw with a line and a span model trained on six', async () => {
    const train = await docs('drawn-plain', 0, 6);
    const options = { epochs: 6, rate: 0.1, l2: 1e-5, minCount: 1 };
    const lineModel = trainLabeller(
      train.map((d) => {
        const f = documentFeatures(d.lines);
        return {
          template: d.template,
          lines: d.labels.map((label, i) => ({ label, features: f[i]! })),
        };
      }),
      labels,
      { ...options, rng: seeded(1) },
    );
    const spanModel = trainLabeller(spanDocs(train), [...spanLabels], {
      ...options,
      rng: seeded(2),
    });
    const [held] = await docs('drawn-plain', 200, 1);
    const read = assembleResume(
      held!.lines,
      loadLabeller(lineModel)
        .label(documentFeatures(held!.lines))
        .map((l) => l.label),
      loadLabeller(spanModel),
    );
    const want = held!.content.jobs.map((j) => [j.role, j.company]);
    const got = (read.experience ?? []).map((e) => [e.role, e.company]);
    const right = want.filter(([r, c]) => got.some(([gr, gc]) => gr === r && gc === c)).length;
    expect(got.length).toBe(want.length);
    expect(right / want.length).toBeGreaterThanOrEqual(0.5);
  }, 60_000);
});
