// Keyword extraction against expert span labels (SkillSpan, Zhang et al., NAACL 2022; MIT):
// recall of the knowledge spans of ≤ 3 words and precision of the terms the engine reports, on the
// dev split (58 postings) and the train split (140). Printed, never asserted.
//
// Matching rule (ADR 090). Both sides are tokenised like the engine does (lowercase, hyphens and
// slashes split, plurals folded: "Amazon-Web-Services" = "amazon web services").
// - exact: a reported term equals the gold span.
// - overlap (the headline figure): equal, or one is a contiguous run of whole words of the other
//   AND covers at least half of its words ("Agile" ~ "Agile methodologies", "Java" ~ "Java 11",
//   but not "management" ~ "senior project management" nor "Java" ~ "automated tests in Java").
// A reported term is compared through its display name and through the words the posting used
// for it (the engine reports "CI/CD" for "continuous delivery" and shows the posting's words).
// Recall: share of gold knowledge spans of ≤ 3 words (distinct per posting) matched by a reported term.
// Precision: share of reported terms that match any gold span of the posting (knowledge or skill,
// any length), with the same rule.
//
// Run: npx tsx --conditions=react-server bench/ai/keywords.ts [--errors train] [--fold 0|1]
// `--fold k` scores only train fold k (no dev), after build-keyword-data.ts --fold k then
// build-span-tagger.ts --fold k learned from the other fold: the cross-validated train figure used
// for tuning (rebuild both without --fold afterwards).
// `--errors train` lists misses and false terms on the TRAIN split only (for tuning); the dev
// split is only ever scored.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { extractJobTerms } from '@/server/ai/job-terms/extract-job-terms';
import { tokenize } from '@/server/ai/job-terms/find-terms';
import { corpusDir, requireCorpus } from '../corpus';
import { spanMatches } from './keyword-match';

requireCorpus('bench/ai/keywords.ts');

type Posting = {
  source: string;
  idx: string;
  text: string;
  skill_spans: string[];
  knowledge_spans: string[];
};

const dir = path.join(corpusDir, 'job_descriptions/skillspan');
const splits: Record<'dev' | 'train', string> = {
  dev: 'skillspan_dev_58_postings_with_spans.json',
  train: 'skillspan_train_140_postings_with_spans.json',
};

const norm = (s: string) => tokenize(s).map((t) => t.norm);

function score(split: 'dev' | 'train', showErrors: boolean, fold: number | null = null) {
  const postings = (
    JSON.parse(readFileSync(path.join(dir, splits[split]), 'utf8')) as { postings: Posting[] }
  ).postings.filter((_, i) => fold === null || i % 2 === fold);
  const tally = {
    exact: { tp: 0, gold: 0, ok: 0, reported: 0 },
    overlap: { tp: 0, gold: 0, ok: 0, reported: 0 },
  };
  // Soft skills ("Communication") are SkillSpan *skill* spans, labelled as whole clauses ("Great
  // communicator being able to relate to …") that no term can match: shown apart.
  const knowledgeOnly = { ok: 0, reported: 0 };
  const bySource = new Map<string, { tp: number; gold: number; ok: number; reported: number }>();
  const misses = new Map<string, number>();
  const falses = new Map<string, number>();
  const times: number[] = [];
  for (const p of postings) {
    const t0 = performance.now();
    const { terms } = extractJobTerms(p.text);
    times.push(performance.now() - t0);
    const reported = terms.map((t) => ({
      keyword: t.keyword,
      soft: t.category === 'soft_skill',
      forms: [t.keyword, ...(t.sources ?? []).map((s) => s.matched)].map(norm),
    }));
    const gold = [
      ...new Map(
        p.knowledge_spans
          .filter((s) => norm(s).length && norm(s).length <= 3)
          .map((s) => [norm(s).join(' '), norm(s)]),
      ).values(),
    ];
    const anyGold = [...p.knowledge_spans, ...p.skill_spans].map(norm);
    for (const mode of ['exact', 'overlap'] as const) {
      const recalled = gold.filter((g) =>
        reported.some((r) => r.forms.some((f) => spanMatches(f, g, mode))),
      );
      const right = reported.filter((r) =>
        r.forms.some((f) => anyGold.some((g) => spanMatches(f, g, mode))),
      );
      const t = tally[mode];
      t.tp += recalled.length;
      t.gold += gold.length;
      t.ok += right.length;
      t.reported += reported.length;
      if (mode === 'overlap') {
        knowledgeOnly.ok += right.filter((r) => !r.soft).length;
        knowledgeOnly.reported += reported.filter((r) => !r.soft).length;
        const s = bySource.get(p.source) ?? { tp: 0, gold: 0, ok: 0, reported: 0 };
        s.tp += recalled.length;
        s.gold += gold.length;
        s.ok += right.length;
        s.reported += reported.length;
        bySource.set(p.source, s);
        if (showErrors) {
          for (const g of gold)
            if (!recalled.includes(g)) misses.set(g.join(' '), (misses.get(g.join(' ')) ?? 0) + 1);
          for (const r of reported)
            if (!right.includes(r))
              falses.set(r.keyword.toLowerCase(), (falses.get(r.keyword.toLowerCase()) ?? 0) + 1);
        }
      }
    }
  }
  const f = (n: number) => n.toFixed(3);
  const sorted = [...times].sort((a, b) => a - b);
  console.table([
    ...(['overlap', 'exact'] as const).map((mode) => ({
      split,
      rule: mode,
      recall: f(tally[mode].tp / tally[mode].gold),
      precision: f(tally[mode].ok / tally[mode].reported),
      gold_spans: tally[mode].gold,
      reported_terms: tally[mode].reported,
    })),
    {
      split,
      rule: 'overlap, soft skills left out',
      recall: f(tally.overlap.tp / tally.overlap.gold),
      precision: f(knowledgeOnly.ok / knowledgeOnly.reported),
      gold_spans: tally.overlap.gold,
      reported_terms: knowledgeOnly.reported,
    },
    ...[...bySource].map(([source, s]) => ({
      split,
      rule: `overlap, ${source} postings`,
      recall: f(s.tp / s.gold),
      precision: f(s.ok / s.reported),
      gold_spans: s.gold,
      reported_terms: s.reported,
    })),
  ]);
  console.log(
    `${split}: extraction p50 ${sorted[Math.floor(sorted.length / 2)]!.toFixed(1)} ms per posting`,
  );
  if (showErrors) {
    const top = (m: Map<string, number>) =>
      [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 150)
        .map(([k, n]) => (n > 1 ? `${k} ×${n}` : k))
        .join(' | ');
    console.log(
      `\nTRAIN misses (${[...misses.values()].reduce((a, b) => a + b, 0)}):\n${top(misses)}`,
    );
    console.log(
      `\nTRAIN false terms (${[...falses.values()].reduce((a, b) => a + b, 0)}):\n${top(falses)}`,
    );
  }
}

console.log(
  '\n## Keywords vs SkillSpan expert spans (recall: knowledge spans ≤ 3 words; precision: reported terms)',
);
const errorsFor = process.argv.includes('--errors')
  ? process.argv[process.argv.indexOf('--errors') + 1]
  : null;
if (errorsFor && errorsFor !== 'train')
  throw new Error('Errors are listed for the train split only; dev is scored, never inspected.');
const fold = process.argv.includes('--fold')
  ? Number(process.argv[process.argv.indexOf('--fold') + 1])
  : null;
if (fold === null) score('dev', false);
score('train', errorsFor === 'train', fold);
process.exit(0);
