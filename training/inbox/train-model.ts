// One training run of the inbox classifier: generated emails of a split plus collected emails
// (each counted several times: they are few and real), through trainSoftmax.
import { messageFeatures } from '../../server/inbox/classify/message-features';
import { classScores, softmax, type SoftmaxModel } from '../../server/inbox/classify/softmax-model';
import { seeded } from '../reader/random';
import { generateEmails, KINDS, type Email, type Kind, type Split } from './generate-emails';
import { trainSoftmax, type Example } from './train-softmax';

export const classes = [...KINDS];
const REAL_WEIGHT = 4;

const toExample = (e: Email): Example => ({
  features: messageFeatures(e),
  label: classes.indexOf(e.kind),
});

export function trainModel(
  collected: Email[],
  { split = 'all' as Split, perKind = 400, epochs = 10, seed = 7 } = {},
): SoftmaxModel {
  const generated = generateEmails(seeded(seed), perKind, split).map(toExample);
  const real = collected.map(toExample).flatMap((e) => Array<Example>(REAL_WEIGHT).fill(e));
  return trainSoftmax([...generated, ...real], classes, seeded(seed + 1), { epochs });
}

/** The kind a model gives, with the same "unsure is not job-related" rule as classify-message.ts. */
export function predictKind(model: SoftmaxModel, e: Email, minConfidence: number): Kind {
  const probs = softmax(classScores(model, messageFeatures(e)));
  const top = probs.indexOf(Math.max(...probs));
  return probs[top]! < minConfidence ? 'not_job' : (classes[top] as Kind);
}

/** Every collected source held out in turn: the model trains on the others and reads it. */
export function leaveOneSourceOut(
  collected: Email[],
  read: (model: SoftmaxModel, email: Email) => void,
  options: { perKind?: number; epochs?: number } = {},
): void {
  for (const source of [...new Set(collected.map((e) => e.source))].sort()) {
    const model = trainModel(
      collected.filter((e) => e.source !== source),
      { perKind: options.perKind ?? 150, epochs: options.epochs ?? 6 },
    );
    for (const email of collected.filter((e) => e.source === source)) read(model, email);
  }
}
