// Rebuilds the keyword data the engine ships (server/ai/lexicon/data/, see its README for sources and licences):
// - stackoverflow-tags.json: Stack Overflow tag names (Stack Exchange data dump, CC BY-SA), as packed
//   in the npm package `skills@1.0.0` (ISC): `npm pack skills@1.0.0 && tar xzf skills-1.0.0.tgz`.
// - skillspan-train-terms.json: the knowledge spans of ≤ 3 words that SkillSpan's experts labelled
//   in the TRAIN split (MIT), with how many train postings name each. Never the dev split.
// Run: npx tsx --conditions=react-server bench/ai/build-keyword-data.ts [/path/to/package/tags.json] [--fold 0|1]
// `--fold k` learns from the train postings OUTSIDE fold k only (fold = posting position mod 2), so
// `bench/ai/keywords.ts --fold k` can score fold k as unseen postings (2-fold cross-validation on
// train, for tuning). Rebuild without --fold before committing.
import { readFileSync, writeFileSync } from 'node:fs';
import type { ItemCustomEntity } from 'wink-nlp';
import path from 'node:path';
import { corpusDir, requireCorpus } from '../corpus';

// Without a tags file (or with only --fold), the shipped stackoverflow-tags.json is kept as is.
const tagsFile = process.argv[2]?.startsWith('--') ? undefined : process.argv[2];
const out = path.resolve('server/ai/lexicon/data');

// Version tags ("python-3.x", ".net-1.1", "angular5") name a release, not a skill.
const versioned = /(-\d[\w.]*|\d+\.x|-v\d+)$/;
const tags = tagsFile
  ? (JSON.parse(readFileSync(tagsFile, 'utf8')) as { tagName: string }[])
      .map((t) => t.tagName)
      .filter((t) => t.length >= 2 && !versioned.test(t))
  : (JSON.parse(readFileSync(path.join(out, 'stackoverflow-tags.json'), 'utf8')) as string[]);
if (tagsFile) writeFileSync(path.join(out, 'stackoverflow-tags.json'), `${JSON.stringify(tags)}\n`);

type Posting = { knowledge_spans: string[] };
const foldArg = process.argv.includes('--fold')
  ? Number(process.argv[process.argv.indexOf('--fold') + 1])
  : null;
const inFold = (_: unknown, i: number) => foldArg === null || i % 2 !== foldArg;
requireCorpus('bench/ai/build-keyword-data.ts', { builds: true });
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
).postings.filter(inFold);
const counts = new Map<string, { display: string; postings: number }>();
for (const p of train) {
  const seen = new Set<string>();
  for (const span of p.knowledge_spans) {
    const clean = span
      .replace(/\s+([.,;:!?])/g, '$1')
      .replace(/[\s.,;:]+$/, '')
      .trim();
    const words = clean.split(/\s+/);
    if (!clean || words.length > 3 || clean.length < 2 || /<[A-Z]+>|[()[\]]/.test(clean)) continue;
    const key = clean.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    const entry = counts.get(key) ?? { display: clean, postings: 0 };
    entry.postings += 1;
    counts.set(key, entry);
  }
}
const terms = [...counts.values()]
  .sort((a, b) => b.postings - a.postings || a.display.localeCompare(b.display))
  .map((t) => [t.display, t.postings]);
writeFileSync(path.join(out, 'skillspan-train-terms.json'), `${JSON.stringify(terms)}\n`);
console.log(
  `${tags.length} Stack Overflow tags, ${terms.length} SkillSpan train terms written to ${out}`,
);

// Terms the vocabulary finds in train postings that the experts rarely label there ("organization",
// "development", "time"): found in ≥ 2 train postings and labelled (same overlap rule as the
// bench) in fewer than half of them. The engine does not report these from a posting.
const { findTerms } = await import('@/server/ai/job-terms/find-terms');
const { tokenize } = await import('@/server/ai/job-terms/find-terms');
const { spanMatches } = await import('./keyword-match');
type FullPosting = { text: string; knowledge_spans: string[]; skill_spans: string[] };
const fullTrain = (
  JSON.parse(
    readFileSync(
      path.join(
        corpusDir,
        'job_descriptions/skillspan/skillspan_train_140_postings_with_spans.json',
      ),
      'utf8',
    ),
  ) as { postings: FullPosting[] }
).postings.filter(inFold);
const seenIn = new Map<string, { found: number; labelled: number }>();
for (const p of fullTrain) {
  const gold = [...p.knowledge_spans, ...p.skill_spans].map((s) => tokenize(s).map((t) => t.norm));
  const here = new Map<string, boolean>();
  for (const hit of findTerms(p.text, undefined, { taxonomy: true })) {
    if (hit.evidenceOnly) continue;
    const forms = [hit.term.name, hit.matched].map((f) => tokenize(f).map((t) => t.norm));
    const labelled = forms.some((f) => gold.some((g) => spanMatches(f, g, 'overlap')));
    here.set(hit.term.name, (here.get(hit.term.name) ?? false) || labelled);
  }
  for (const [name, labelled] of here) {
    const s = seenIn.get(name) ?? { found: 0, labelled: 0 };
    s.found += 1;
    if (labelled) s.labelled += 1;
    seenIn.set(name, s);
  }
}
const unlabelled = [...seenIn]
  .filter(([, s]) => s.found >= 2 && s.labelled / s.found < 0.5)
  .map(([name]) => name)
  .sort();
writeFileSync(path.join(out, 'skillspan-train-unlabelled.json'), `${JSON.stringify(unlabelled)}\n`);
console.log(`${unlabelled.length} terms rarely labelled in train postings`);

// Noun-phrase heads (wink-nlp chunks of 2–3 words, by the lemma of their last word) that experts
// label as knowledge in train postings at least 40% of the times they occur (≥ 4 times):
// "… development", "… biology", "… marketing". The engine reports such chunks as phrases.
const { englishNlp, entityLemmas } = await import('@/server/ai/job-terms/nlp');
const heads = new Map<string, { found: number; labelled: number }>();
for (const p of fullTrain) {
  const gold = p.knowledge_spans.map((s) => tokenize(s).map((t) => t.norm));
  englishNlp()
    .readDoc(p.text)
    .customEntities()
    .each((entity: ItemCustomEntity) => {
      const value: string = entity.out();
      if (/[<>]/.test(value)) return;
      const norms = tokenize(value).map((t) => t.norm);
      const head = entityLemmas(entity).at(-1);
      if (!head || norms.length < 2) return;
      const s = heads.get(head) ?? { found: 0, labelled: 0 };
      s.found += 1;
      if (gold.some((g) => spanMatches(norms, g, 'overlap'))) s.labelled += 1;
      heads.set(head, s);
    });
}
const knowledgeHeads = [...heads]
  .filter(([, s]) => s.found >= 4 && s.labelled / s.found >= 0.4)
  .map(([h]) => h)
  .sort();
writeFileSync(
  path.join(out, 'skillspan-train-phrase-heads.json'),
  `${JSON.stringify(knowledgeHeads)}\n`,
);
console.log(`${knowledgeHeads.length} noun-phrase heads: ${knowledgeHeads.join(', ')}`);
