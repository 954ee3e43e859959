import { readFileSync } from 'node:fs';
import { extractJobTerms } from '@/server/ai/extract-job-terms';
import { findTerms, tokenize, formKey } from '@/server/ai/find-terms';
import { spanMatches } from './keyword-match';
const d = JSON.parse(readFileSync('/work/shared/corpus/dev/job_descriptions/skillspan/skillspan_train_140_postings_with_spans.json', 'utf8')).postings.filter((_: unknown, i: number) => i % 2 === 0);
const norm = (s: string) => tokenize(s).map((t) => t.norm);
const cls: Record<string, string[]> = { vocabFiltered: [], notVocab: [] };
for (const p of d) {
  const { terms } = extractJobTerms(p.text);
  const rep = terms.flatMap((t) => [t.keyword, ...t.sources.map((s) => s.matched)].map(norm));
  const vocabHits = findTerms(p.text, undefined, { taxonomy: true }).map((h) => norm(h.matched));
  const gold = [...new Set((p.knowledge_spans as string[]).filter((s) => norm(s).length && norm(s).length <= 3).map((s) => norm(s).join(' ')))].map((s) => s.split(' '));
  for (const g of gold) {
    if (rep.some((r) => spanMatches(r, g, 'overlap'))) continue;
    if (vocabHits.some((v) => spanMatches(v, g, 'overlap'))) cls.vocabFiltered!.push(g.join(' '));
    else cls.notVocab!.push(g.join(' '));
  }
}
for (const [k, v] of Object.entries(cls)) console.log(k, v.length, v.slice(0, 120).join(' | '));
void formKey;
