// The learned line labeller: multinomial logistic regression over the binary line features
// (line-features.ts), decoded line by line (argmax) or over the document with a label-transition
// matrix (Viterbi). Pure TypeScript, no native code; the model is a small JSON file.
import type { Rng } from './random';

export type LabellerModel = {
  labels: string[];
  features: string[];
  /** weights[label][feature], rounded. */
  weights: number[][];
  /** log P(label | previous label), [previous][label]; row `labels.length` is the document start. */
  transitions: number[][];
  /** log P(label) in training (for the hybrid decoder: emission = log p(label|line) − prior·log P(label)). */
  priors: number[];
  decode: { viterbi: boolean; prior: number };
};

export type Example = { features: string[]; label: string };
export type Doc = { template: string; lines: Example[] };

export type TrainOptions = { epochs: number; rate: number; l2: number; minCount: number; rng: Rng };

/** Fits the weights (Adagrad, L2) and counts the transitions. */
export function trainLabeller(
  docs: Doc[],
  labels: readonly string[],
  o: TrainOptions,
): LabellerModel {
  const counts = new Map<string, number>();
  for (const d of docs)
    for (const e of d.lines) for (const f of e.features) counts.set(f, (counts.get(f) ?? 0) + 1);
  const features = [...counts]
    .filter(([, n]) => n >= o.minCount)
    .map(([f]) => f)
    .sort();
  const index = new Map(features.map((f, i) => [f, i]));
  const L = labels.length;
  const labelIndex = new Map(labels.map((l, i) => [l, i]));
  const w = Array.from({ length: L }, () => new Float64Array(features.length));
  const g2 = Array.from({ length: L }, () => new Float64Array(features.length).fill(1e-8));
  const rows = docs.flatMap((d) =>
    d.lines.map((e) => ({
      x: e.features.map((f) => index.get(f)).filter((i): i is number => i !== undefined),
      y: labelIndex.get(e.label)!,
    })),
  );
  const order = rows.map((_, i) => i);
  const p = new Float64Array(L);
  for (let epoch = 0; epoch < o.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(o.rng.next() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const r of order) {
      const { x, y } = rows[r]!;
      scores(w, x, p);
      softmax(p);
      for (let k = 0; k < L; k++) {
        const g = p[k]! - (k === y ? 1 : 0);
        const wk = w[k]!;
        const gk = g2[k]!;
        for (const j of x) {
          const grad = g + o.l2 * wk[j]!;
          gk[j]! += grad * grad;
          wk[j]! -= (o.rate * grad) / Math.sqrt(gk[j]!);
        }
      }
    }
  }
  const trans = Array.from({ length: L + 1 }, () => new Array<number>(L).fill(1));
  const prior = new Array<number>(L).fill(1);
  for (const d of docs) {
    let prev = L;
    for (const e of d.lines) {
      const y = labelIndex.get(e.label)!;
      trans[prev]![y]! += 1;
      prior[y]! += 1;
      prev = y;
    }
  }
  const logNorm = (row: number[]) => {
    const s = row.reduce((a, b) => a + b, 0);
    return row.map((v) => round(Math.log(v / s)));
  };
  return {
    labels: [...labels],
    features,
    weights: w.map((row) => Array.from(row, round)),
    transitions: trans.map(logNorm),
    priors: logNorm(prior),
    decode: { viterbi: false, prior: 0 },
  };
}

const round = (v: number) => Math.round(v * 1000) / 1000;

function scores(w: ArrayLike<number>[], x: number[], out: Float64Array): void {
  for (let k = 0; k < w.length; k++) {
    let s = 0;
    const wk = w[k]!;
    for (const j of x) s += wk[j]!;
    out[k] = s;
  }
}

function softmax(p: Float64Array): void {
  let max = -Infinity;
  for (const v of p) max = Math.max(max, v);
  let sum = 0;
  for (let k = 0; k < p.length; k++) sum += p[k] = Math.exp(p[k]! - max);
  for (let k = 0; k < p.length; k++) p[k]! /= sum;
}

/** A model ready to label: feature names resolved to indexes once. */
export function loadLabeller(model: LabellerModel) {
  const index = new Map(model.features.map((f, i) => [f, i]));
  const L = model.labels.length;
  /** Per line, the probability of each label. */
  const probabilities = (doc: string[][]): Float64Array[] =>
    doc.map((names) => {
      const x = names.map((f) => index.get(f)).filter((i): i is number => i !== undefined);
      const p = new Float64Array(L);
      scores(model.weights, x, p);
      softmax(p);
      return p;
    });
  /** The label of each line and its probability. */
  const label = (doc: string[][]): { label: string; confidence: number }[] => {
    const probs = probabilities(doc);
    if (!model.decode.viterbi)
      return probs.map((p) => {
        let best = 0;
        for (let k = 1; k < L; k++) if (p[k]! > p[best]!) best = k;
        return { label: model.labels[best]!, confidence: p[best]! };
      });
    const path = viterbi(probs, model);
    return path.map((k, i) => ({ label: model.labels[k]!, confidence: probs[i]![k]! }));
  };
  return { labels: model.labels, probabilities, label };
}

function viterbi(probs: Float64Array[], model: LabellerModel): number[] {
  const L = model.labels.length;
  const emit = (p: Float64Array, k: number) =>
    Math.log(Math.max(p[k]!, 1e-12)) - model.decode.prior * model.priors[k]!;
  const back: Int32Array[] = [];
  let score = Array.from({ length: L }, (_, k) => model.transitions[L]![k]! + emit(probs[0]!, k));
  for (let t = 1; t < probs.length; t++) {
    const next = new Array<number>(L);
    const from = new Int32Array(L);
    for (let k = 0; k < L; k++) {
      let best = -Infinity;
      let arg = 0;
      for (let j = 0; j < L; j++) {
        const s = score[j]! + model.transitions[j]![k]!;
        if (s > best) [best, arg] = [s, j];
      }
      next[k] = best + emit(probs[t]!, k);
      from[k] = arg;
    }
    back.push(from);
    score = next;
  }
  if (!probs.length) return [];
  let k = score.indexOf(Math.max(...score));
  const path = [k];
  for (let t = back.length - 1; t >= 0; t--) path.unshift((k = back[t]![k]!));
  return path;
}
