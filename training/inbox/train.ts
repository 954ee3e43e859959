// `npm run train:inbox [-- --smoke]`: trains the inbox classifier (ADR 260) on generated emails
// (generate-emails.ts) and every collected public email (training/inbox/collected), after measuring
// it on phrasing held out of the phrase banks; writes server/inbox/classify/model.json (--smoke:
// .data/inbox-training/). Seeds are fixed. Figures on whole held-out sources: `npm run bench:inbox`.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MIN_CONFIDENCE } from '../../server/inbox/classify/classify-message';
import { seeded } from '../reader/random';
import { readCollected } from './collected-emails';
import { printFigures } from './evaluate';
import { generateEmails } from './generate-emails';
import { predictKind, trainModel } from './train-model';

const smoke = process.argv.includes('--smoke');
const perKind = smoke ? 40 : 400;
const epochs = smoke ? 4 : 10;
const outPath = smoke
  ? path.resolve('.data/inbox-training/model-smoke.json')
  : path.resolve('server/inbox/classify/model.json');

const t0 = performance.now();
const collected = readCollected();
console.log(
  `collected emails: ${collected.length} from ${new Set(collected.map((e) => e.source)).size} sources`,
);
const measured = trainModel(collected, { split: 'train', perKind, epochs });
const unseenPhrasing = generateEmails(seeded(99), smoke ? 10 : 60, 'test');
printFigures(
  'generated, phrasing held out of training',
  unseenPhrasing.map((e) => ({
    truth: e.kind,
    predicted: predictKind(measured, e, MIN_CONFIDENCE),
  })),
);
const model = trainModel(collected, { perKind, epochs });
mkdirSync(path.dirname(outPath), { recursive: true });
writeFileSync(outPath, JSON.stringify(model) + '\n');
console.log(
  `\nwrote ${path.relative(process.cwd(), outPath)}: ${Object.keys(model.weights).length} features, ` +
    `${(JSON.stringify(model).length / 1024).toFixed(0)} KB, in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
);
