// `npm run bench:inbox`: the inbox classifier (ADR 260) on real recruiting emails it was not
// trained on. (1) The shipped model on the shared dev corpus's emails (corpus/dev/emails: copyleft
// sources kept out of the repository and out of training; CORPUS_DIR, default ../shared/corpus/dev;
// skipped with a note when absent). (2) The collected emails in the repository
// (training/inbox/collected), each source read by a model trained without it. Per-kind precision
// and recall, per language, the readers' company / job / interview-time hits, how many newsletters
// and job alerts would become proposals (target 0), and the time per message.
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  classifyMessage,
  classifyWith,
  type Classification,
} from '../../server/inbox/classify/classify-message';
import { readCollected, type CollectedEmail } from '../../training/inbox/collected-emails';
import { printFigures } from '../../training/inbox/evaluate';
import { leaveOneSourceOut } from '../../training/inbox/train-model';

type Row = { email: CollectedEmail; result: Classification; ms: number };

function report(title: string, rows: Row[]): void {
  printFigures(
    title,
    rows.map((r) => ({ truth: r.email.kind, predicted: r.result.kind })),
  );
  const langs = [...new Set(rows.map((r) => r.email.lang))].sort();
  console.log(
    '  per language: ' +
      langs
        .map((lang) => {
          const list = rows.filter((r) => r.email.lang === lang);
          return `${lang} ${list.filter((r) => r.result.kind === r.email.kind).length}/${list.length}`;
        })
        .join(', '),
  );
  const norm = (s: string | null) =>
    (s ?? '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  const hits = (field: 'company' | 'job_title' | 'interview_at') => {
    const asked = rows.filter((r) => r.email.kind !== 'not_job' && r.email[field]);
    const right = asked.filter((r) => {
      const got = r.result[field];
      if (field !== 'interview_at') return norm(got) === norm(r.email[field]);
      return got !== null && new Date(got).getTime() === new Date(r.email.interview_at!).getTime();
    });
    return `${field} ${right.length}/${asked.length}`;
  };
  console.log(
    `  readers (where the truth names the field): ${hits('company')}, ${hits('job_title')}, ${hits('interview_at')}`,
  );
  const noise = rows.filter((r) => r.email.kind === 'not_job');
  const proposals = noise.filter((r) => r.result.kind !== 'not_job');
  console.log(
    `  newsletters, alerts and other mail that would become proposals: ${proposals.length}/${noise.length} (target 0)`,
  );
  for (const p of proposals.slice(0, 5))
    console.log(`    ${p.email.id}: ${p.result.kind} — ${p.email.subject}`);
  for (const r of rows
    .filter((r) => r.email.kind !== 'not_job' && r.result.kind !== r.email.kind)
    .slice(0, 12)) {
    console.log(
      `    missed ${r.email.id}: ${r.email.kind} read as ${r.result.kind} — ${r.email.subject}`,
    );
  }
}

const timed = (read: () => Classification, email: CollectedEmail): Row => {
  const started = performance.now();
  const result = read();
  return { email, result, ms: performance.now() - started };
};

const corpus = process.env.CORPUS_DIR ?? path.resolve('../shared/corpus/dev');
const external = path.join(corpus, 'emails');
if (existsSync(external)) {
  const emails = readCollected(external);
  const rows = emails.map((e) => timed(() => classifyMessage(e), e));
  report(
    `(1) shipped model, shared dev corpus (${new Set(emails.map((e) => e.source)).size} sources, none trained on)`,
    rows,
  );
  const times = rows.map((r) => r.ms).sort((a, b) => a - b);
  console.log(
    `  time per message: p50 ${times[Math.floor(times.length / 2)]!.toFixed(2)} ms, max ${times.at(-1)!.toFixed(1)} ms`,
  );
} else {
  console.log(
    `(1) skipped: ${external} is not here (the shared dev corpus is outside the repository)`,
  );
}

const inRepo = readCollected();
if (inRepo.length) {
  const rows: Row[] = [];
  leaveOneSourceOut(inRepo, (model, email) =>
    rows.push(timed(() => classifyWith(model, email), email as CollectedEmail)),
  );
  report(
    `\n(2) repository's collected emails, each source held out of its model (${new Set(inRepo.map((e) => e.source)).size} sources)`,
    rows,
  );
}
