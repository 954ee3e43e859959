// A multinomial logistic regression over sparse binary features (ADR 260): one weight vector per
// feature, one bias per class; inputs are scaled by 1/sqrt(feature count) so long and short
// messages score alike.

export type SoftmaxModel = {
  classes: string[];
  bias: number[];
  weights: Record<string, number[]>;
};

/** The raw class scores of a feature list. */
export function classScores(model: SoftmaxModel, features: readonly string[]): number[] {
  const scores = [...model.bias];
  const known = features.filter((feature) => feature in model.weights);
  const scale = 1 / Math.sqrt(Math.max(1, features.length));
  for (const feature of known) {
    const w = model.weights[feature]!;
    for (let c = 0; c < scores.length; c++) scores[c]! += w[c]! * scale;
  }
  return scores;
}

export function softmax(scores: readonly number[]): number[] {
  const top = Math.max(...scores);
  const exps = scores.map((s) => Math.exp(s - top));
  const sum = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / sum);
}

/** How much a set of features pushes towards one class over the others (for picking evidence). */
export function classLean(model: SoftmaxModel, features: readonly string[], c: number): number {
  let lean = 0;
  for (const feature of features) {
    const w = model.weights[feature];
    if (!w) continue;
    const mean = w.reduce((a, b) => a + b, 0) / w.length;
    lean += w[c]! - mean;
  }
  return lean;
}
