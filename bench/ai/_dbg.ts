import { readFileSync } from 'node:fs';
import { extractJobTerms } from '@/server/ai/extract-job-terms';
const d = JSON.parse(readFileSync('/work/shared/corpus/dev/job_descriptions/skillspan/skillspan_train_140_postings_with_spans.json', 'utf8')).postings.filter((_: unknown, i: number) => i % 2 === 0);
for (const p of d) {
  if (!(p.knowledge_spans as string[]).some((s) => s.toLowerCase() === 'webpack')) continue;
  const { terms } = extractJobTerms(p.text);
  console.log(terms.map((t) => t.keyword).join(', '));
  const lines = (p.text as string).split('\n');
  lines.forEach((l, i) => { if (/webpack|react/i.test(l)) console.log(i, l.slice(0, 200)); });
  console.log(lines.slice(40, 90).map((l, i) => `${i + 40}: ${l.slice(0, 80)}`).join('\n'));
  break;
}
