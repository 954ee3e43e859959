// Trains the knowledge-span tagger the engine ships (server/ai/lexicon/data/skillspan-train-span-tagger.json,
// read by server/ai/job-terms/tag-skill-spans.ts; ADR 102): an averaged structured perceptron over B/I/O tags
// (Viterbi), on the knowledge spans SkillSpan's experts labelled in the TRAIN split (MIT).
// Never the dev split.
// Run after build-keyword-data.ts (same --fold):
//   npx tsx --conditions=react-server bench/ai/build-span-tagger.ts [--fold 0|1]
// `--fold k` learns from the train postings outside fold k only, for bench/ai/keywords.ts --fold k.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describeSpanTokens, type SpanToken } from '@/server/ai/job-terms/describe-span-tokens';
import { formKey, tokenize } from '@/server/ai/job-terms/find-terms';
import { splitJobSections } from '@/server/ai/job-terms/split-job-sections';
import type { Feature } from '@/server/ai/job-terms/describe-span-tokens';
import {
  decodeTags,
  historyFeatures,
  joined,
  spanTags,
  type SpanTag,
  type Table,
} from '@/server/ai/job-terms/tag-skill-spans';
import { corpusDir, requireCorpus } from '../corpus';

const epochs = 25;
// Spans longer than this are left unlabelled (outside): the tagger learns term-sized spans.
const maxSpanWords = Number(process.env.SPAN_MAX_WORDS ?? 100);
// Features seen fewer times than this in training are dropped (keeps the file small).
const minCount = 3;

type Posting = { text: string; knowledge_spans: string[] };
const foldArg = process.argv.includes('--fold')
  ? Number(process.argv[process.argv.indexOf('--fold') + 1])
  : null;
requireCorpus('bench/ai/build-span-tagger.ts', { builds: true });
const train = (
  JSON.parse(
    readFileSync(
      path.join(
        corpusDir,
        'job_descriptions/skillspan/skillspan_train_140_postings_with_spans.json',
      ),
      'utf8',
    ),
  ) as { postings: Posting[] }
).postings.filter((_, i) => foldArg === null || i % 2 !== foldArg);

type Example = { text: string; tokens: SpanToken[]; gold: SpanTag[] };
const examples: Example[] = [];
for (const p of train) {
  const lines = splitJobSections(p.text).map((piece) => ({
    text: piece.text,
    context: piece.context,
    list: piece.list,
  }));
  const spans = [...new Set(p.knowledge_spans)]
    .map((s) => tokenize(s).map((t) => t.norm))
    .filter((s) => s.length && s.length <= maxSpanWords)
    .sort((a, b) => b.length - a.length);
  // The posting's own labelled terms leave the train counts the dictionary features read (as build-keyword-data counts them).
  const own = new Set(
    p.knowledge_spans
      .map((s) =>
        s
          .replace(/\s+([.,;:!?])/g, '$1')
          .replace(/[\s.,;:]+$/, '')
          .trim(),
      )
      .filter((s) => s.split(/\s+/).length <= 3)
      .map(formKey),
  );
  describeSpanTokens(lines, { leaveOut: own }).forEach((tokens, li) => {
    const gold: SpanTag[] = tokens.map(() => 'O');
    for (const span of spans) {
      for (let i = 0; i + span.length <= tokens.length; i++) {
        if (!span.every((w, k) => tokens[i + k]!.norm === w && gold[i + k] === 'O')) continue;
        span.forEach((_, k) => (gold[i + k] = k === 0 ? 'B' : 'I'));
      }
    }
    // The tagger never continues a span across punctuation: such a gold span counts as two.
    for (let k = 1; k < tokens.length; k++)
      if (gold[k] === 'I' && !joined(lines[li]!.text.slice(tokens[k - 1]!.end, tokens[k]!.start)))
        gold[k] = 'B';
    if (tokens.length) examples.push({ text: lines[li]!.text, tokens, gold });
  });
}

// Averaged perceptron (Collins 2002) with lazy averaging.
const weights = new Map<string, Float64Array>();
const totals = new Map<string, Float64Array>();
const stamps = new Map<string, Float64Array>();
const counts = new Map<string, number>();
let step = 1;
// Feature parts joined by a character no posting holds, as the training key.
const key = (f: Feature) => f.join('\u0001');
const table: Table = { get: (f) => weights.get(key(f)) };
const row = (m: Map<string, Float64Array>, f: string) => {
  let r = m.get(f);
  if (!r) m.set(f, (r = new Float64Array(3)));
  return r;
};
function update(feature: Feature, t: number, delta: number) {
  const f = key(feature);
  const w = row(weights, f);
  const total = row(totals, f);
  const stamp = row(stamps, f);
  total[t]! += (step - stamp[t]!) * w[t]!;
  stamp[t] = step;
  w[t]! += delta;
}

let seed = 7;
const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
for (const ex of examples) {
  ex.tokens.forEach((t, k) => {
    for (const f of [...t.features, ...historyFeatures(k > 0 ? ex.gold[k - 1]! : 'O', t)])
      counts.set(key(f), (counts.get(key(f)) ?? 0) + 1);
  });
}

for (let epoch = 0; epoch < epochs; epoch++) {
  const order = examples.map((_, i) => i).sort(() => random() - 0.5);
  let wrong = 0;
  let all = 0;
  for (const i of order) {
    const { text, tokens, gold } = examples[i]!;
    const { tags } = decodeTags(text, tokens, table);
    // Structured perceptron: where the guessed path and the gold path differ (tag or tag before), move toward gold.
    tokens.forEach((token, k) => {
      const previous = k > 0 ? tags[k - 1]! : 'O';
      const previousGold = k > 0 ? gold[k - 1]! : 'O';
      all += 1;
      if (tags[k] !== gold[k]) wrong += 1;
      if (tags[k] !== gold[k] || previous !== previousGold) {
        for (const f of [...token.features, ...historyFeatures(previousGold, token)])
          update(f, spanTags.indexOf(gold[k]!), 1);
        for (const f of [...token.features, ...historyFeatures(previous, token)])
          update(f, spanTags.indexOf(tags[k]!), -1);
      }
      step += 1;
    });
  }
  console.log(`epoch ${epoch + 1}: ${((wrong / all) * 100).toFixed(2)}% tokens wrong`);
}

// Shipped as a tree of feature parts (template → value → … → weights of O, B, I).
type Tree = { [part: string]: Tree | number[] };
const tree: Tree = {};
let kept = 0;
for (const [f, w] of weights) {
  if ((counts.get(f) ?? 0) < minCount && !/^prev\u0001.$/.test(f)) continue;
  const total = totals.get(f)!;
  const stamp = stamps.get(f)!;
  const avg = [0, 1, 2].map((t) => (total[t]! + (step - stamp[t]!) * w[t]!) / step);
  if (avg.every((v) => Math.abs(v) < 0.05)) continue;
  const parts = f.split('\u0001');
  let node = tree;
  for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Tree;
  node[parts.at(-1)!] = avg.map((v) => Math.round(v * 10) / 10);
  kept += 1;
}
const out = path.resolve('server/ai/lexicon/data/skillspan-train-span-tagger.json');
writeFileSync(out, `${JSON.stringify({ weights: tree })}\n`);
console.log(`${examples.length} lines, ${kept} features written to ${out}`);
