// Trains the knowledge-span tagger the engine ships (server/ai/data/skillspan-train-span-tagger.json,
// read by server/ai/tag-skill-spans.ts; ADR 102): an averaged perceptron over B/I/O tags, greedy
// left to right, on the knowledge spans SkillSpan's experts labelled in the TRAIN split (MIT).
// Never the dev split.
// Run after build-keyword-data.ts (same --fold):
//   npx tsx --conditions=react-server bench/ai/build-span-tagger.ts [--fold 0|1]
// `--fold k` learns from the train postings outside fold k only, for bench/ai/keywords.ts --fold k.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describeSpanTokens, type SpanToken } from '@/server/ai/describe-span-tokens';
import { formKey, tokenize } from '@/server/ai/find-terms';
import { splitJobSections } from '@/server/ai/split-job-sections';
import { bestTag, historyFeatures, scoreTags, spanTags, type SpanTag } from '@/server/ai/tag-skill-spans';
import { corpusDir } from '@/test/corpus';

const epochs = 15;
// Spans longer than this are left unlabelled (outside): the tagger learns term-sized spans.
const maxSpanWords = Number(process.env.SPAN_MAX_WORDS ?? 100);
// Features seen fewer times than this in training are dropped (keeps the file small).
const minCount = 2;

type Posting = { text: string; knowledge_spans: string[] };
const foldArg = process.argv.includes('--fold') ? Number(process.argv[process.argv.indexOf('--fold') + 1]) : null;
const train = (JSON.parse(readFileSync(path.join(corpusDir, 'job_descriptions/skillspan/skillspan_train_140_postings_with_spans.json'), 'utf8')) as { postings: Posting[] }).postings.filter(
  (_, i) => foldArg === null || i % 2 !== foldArg,
);

type Example = { tokens: SpanToken[]; gold: SpanTag[] };
const examples: Example[] = [];
for (const p of train) {
  const lines = splitJobSections(p.text).map((piece) => ({ text: piece.text, context: piece.context, list: piece.list }));
  const spans = [...new Set(p.knowledge_spans)]
    .map((s) => tokenize(s).map((t) => t.norm))
    .filter((s) => s.length && s.length <= maxSpanWords)
    .sort((a, b) => b.length - a.length);
  // The posting's own labelled terms leave the train counts the dictionary features read (as build-keyword-data counts them).
  const own = new Set(
    p.knowledge_spans.map((s) => s.replace(/\s+([.,;:!?])/g, '$1').replace(/[\s.,;:]+$/, '').trim()).filter((s) => s.split(/\s+/).length <= 3).map(formKey),
  );
  describeSpanTokens(lines, own).forEach((tokens) => {
    const gold: SpanTag[] = tokens.map(() => 'O');
    for (const span of spans) {
      for (let i = 0; i + span.length <= tokens.length; i++) {
        if (!span.every((w, k) => tokens[i + k]!.norm === w && gold[i + k] === 'O')) continue;
        span.forEach((_, k) => (gold[i + k] = k === 0 ? 'B' : 'I'));
      }
    }
    if (tokens.length) examples.push({ tokens, gold });
  });
}

// Averaged perceptron (Collins 2002) with lazy averaging.
const weights = new Map<string, Float64Array>();
const totals = new Map<string, Float64Array>();
const stamps = new Map<string, Float64Array>();
const counts = new Map<string, number>();
let step = 1;
const row = (m: Map<string, Float64Array>, f: string) => {
  let r = m.get(f);
  if (!r) m.set(f, (r = new Float64Array(3)));
  return r;
};
function update(f: string, t: number, delta: number) {
  const w = row(weights, f);
  const total = row(totals, f);
  const stamp = row(stamps, f);
  total[t]! += (step - stamp[t]!) * w[t]!;
  stamp[t] = step;
  w[t]! += delta;
}

let seed = 7;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
for (const ex of examples) for (const t of ex.tokens) for (const f of t.features) counts.set(f, (counts.get(f) ?? 0) + 1);

for (let epoch = 0; epoch < epochs; epoch++) {
  const order = examples.map((_, i) => i).sort(() => random() - 0.5);
  let wrong = 0;
  let all = 0;
  for (const i of order) {
    const { tokens, gold } = examples[i]!;
    let previous: SpanTag = 'O';
    let previousGold: SpanTag = 'O';
    tokens.forEach((token, k) => {
      const features = [...token.features, ...historyFeatures(previous, token)];
      const guess = bestTag(scoreTags(features, weights), previous);
      const truth = gold[k]!;
      all += 1;
      if (guess !== truth) {
        wrong += 1;
        const truthFeatures = [...token.features, ...historyFeatures(previousGold, token)];
        for (const f of truthFeatures) update(f, spanTags.indexOf(truth), 1);
        for (const f of features) update(f, spanTags.indexOf(guess), -1);
      }
      step += 1;
      previous = guess;
      previousGold = truth;
    });
  }
  console.log(`epoch ${epoch + 1}: ${((wrong / all) * 100).toFixed(2)}% tokens wrong`);
}

const averaged: Record<string, number[]> = {};
for (const [f, w] of weights) {
  if ((counts.get(f) ?? minCount) < minCount && !f.startsWith('prev=')) continue;
  const total = totals.get(f)!;
  const stamp = stamps.get(f)!;
  const avg = [0, 1, 2].map((t) => (total[t]! + (step - stamp[t]!) * w[t]!) / step);
  if (avg.every((v) => Math.abs(v) < 0.005)) continue;
  averaged[f] = avg.map((v) => Math.round(v * 100) / 100);
}
const out = path.resolve('server/ai/data/skillspan-train-span-tagger.json');
writeFileSync(out, `${JSON.stringify({ weights: averaged })}\n`);
console.log(`${examples.length} lines, ${Object.keys(averaged).length} features written to ${out}`);
