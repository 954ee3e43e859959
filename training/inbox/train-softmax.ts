// Trains the inbox classifier's softmax regression (ADR 260) with plain SGD and L2 decay over
// sparse binary features, scaled by 1/sqrt(count) as at inference; small weights are dropped and
// the rest rounded so the model file stays small.
import type { Rng } from '../reader/random';
import type { SoftmaxModel } from '../../server/inbox/classify/softmax-model';
import { classScores, softmax } from '../../server/inbox/classify/softmax-model';

export type Example = { features: string[]; label: number };

export function trainSoftmax(
  examples: Example[],
  classes: string[],
  rng: Rng,
  { epochs = 12, rate = 0.6, l2 = 1e-4, minCount = 3, keep = 0.05 } = {},
): SoftmaxModel {
  const counts = new Map<string, number>();
  for (const e of examples) for (const f of e.features) counts.set(f, (counts.get(f) ?? 0) + 1);
  const weights: Record<string, number[]> = {};
  for (const [f, n] of counts) if (n >= minCount) weights[f] = new Array(classes.length).fill(0);
  const model: SoftmaxModel = { classes, bias: new Array(classes.length).fill(0), weights };
  const order = examples.map((_, i) => i);
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(rng.next() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    const lr = rate / (1 + epoch);
    for (const index of order) {
      const { features, label } = examples[index]!;
      const probs = softmax(classScores(model, features));
      const scale = 1 / Math.sqrt(Math.max(1, features.length));
      for (let c = 0; c < classes.length; c++) {
        const grad = probs[c]! - (c === label ? 1 : 0);
        model.bias[c]! -= lr * grad * 0.1;
        for (const f of features) {
          const w = weights[f];
          if (w) w[c] = w[c]! * (1 - lr * l2) - lr * grad * scale;
        }
      }
    }
  }
  const round = (x: number) => Math.round(x * 1000) / 1000;
  const pruned: Record<string, number[]> = {};
  for (const [f, w] of Object.entries(weights)) {
    if (Math.max(...w.map(Math.abs)) >= keep) pruned[f] = w.map(round);
  }
  return { classes, bias: model.bias.map(round), weights: pruned };
}
