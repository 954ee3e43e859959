// `npm run train:inbox [-- --smoke]`: trains the inbox classifier (ADR 260) on generated emails
// (generate-emails.ts) and the collected public emails of the sources not held out, measures it on
// phrasing held out of the phrase banks and on the held-out sources, and writes the model to
// server/inbox/classify/model.json (--smoke: .data/inbox-training/). Seeds are fixed.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { messageFeatures } from '../../server/inbox/classify/message-features';
import { classScores, type SoftmaxModel } from '../../server/inbox/classify/softmax-model';
import { seeded } from '../reader/random';
import { heldOutSource, readCollected } from './collected-emails';
import { printFigures } from './evaluate';
import { generateEmails, KINDS, type Email, type Kind, type Split } from './generate-emails';
import { trainSoftmax, type Example } from './train-softmax';

const smoke = process.argv.includes('--smoke');
const perKind = smoke ? 40 : 400;
const outPath = smoke
  ? path.resolve('.data/inbox-training/model-smoke.json')
  : path.resolve('server/inbox/classify/model.json');

const classes = [...KINDS];
const toExample = (e: Email): Example => ({
  features: messageFeatures(e),
  label: classes.indexOf(e.kind),
});
const predict = (model: SoftmaxModel, e: Email): Kind => {
  const scores = classScores(model, messageFeatures(e));
  return classes[scores.indexOf(Math.max(...scores))] as Kind;
};

const collected = readCollected();
const collectedTrain = collected.filter((e) => !heldOutSource(e.source));
const collectedTest = collected.filter((e) => heldOutSource(e.source));
if (!collected.length)
  console.log('no collected emails in training/inbox/collected: generated emails only');

function train(split: Split, seed: number): SoftmaxModel {
  const data = [...generateEmails(seeded(seed), perKind, split), ...collectedTrain];
  // Real emails are few: each counts as several generated ones.
  const weighted = [
    ...data.map(toExample),
    ...collectedTrain.flatMap((e) => Array(4).fill(toExample(e))),
  ];
  return trainSoftmax(weighted, classes, seeded(seed + 1), { epochs: smoke ? 4 : 10 });
}

const t0 = performance.now();
const measured = train('train', 7);
const unseenPhrasing = generateEmails(seeded(99), smoke ? 10 : 60, 'test');
printFigures(
  'generated, phrasing held out of training',
  unseenPhrasing.map((e) => ({ truth: e.kind, predicted: predict(measured, e) })),
);
if (collectedTest.length) {
  printFigures(
    `collected, held-out sources (${new Set(collectedTest.map((e) => e.source)).size})`,
    collectedTest.map((e) => ({ truth: e.kind, predicted: predict(measured, e) })),
  );
}
const model = train('all', 7);
mkdirSync(path.dirname(outPath), { recursive: true });
writeFileSync(outPath, JSON.stringify(model) + '\n');
console.log(
  `\nwrote ${path.relative(process.cwd(), outPath)}: ${Object.keys(model.weights).length} features, ` +
    `${(JSON.stringify(model).length / 1024).toFixed(0)} KB, in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
);
