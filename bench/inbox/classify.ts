// `npm run bench:inbox`: the inbox classifier (ADR 260) on the collected public recruiting emails
// (training/inbox/collected): per-kind precision and recall on the sources held out of training and
// on all of them, per language, the readers' company / job / interview-time hits, how many
// newsletters and job alerts would become proposals (target 0), and the time per message.
import { classifyMessage } from '../../server/inbox/classify/classify-message';
import {
  heldOutSource,
  readCollected,
  type CollectedEmail,
} from '../../training/inbox/collected-emails';
import { printFigures } from '../../training/inbox/evaluate';

const emails = readCollected();
if (!emails.length) {
  console.log('training/inbox/collected holds no emails: nothing to measure');
  process.exit(0);
}

const results = emails.map((email) => {
  const started = performance.now();
  const result = classifyMessage(email);
  return { email, result, ms: performance.now() - started };
});
const rows = (list: typeof results) =>
  list.map(({ email, result }) => ({ truth: email.kind, predicted: result.kind }));
const heldOut = results.filter((r) => heldOutSource(r.email.source));
printFigures(
  `held-out sources (${new Set(heldOut.map((r) => r.email.source)).size})`,
  rows(heldOut),
);
printFigures(
  `all collected sources (${new Set(results.map((r) => r.email.source)).size}; some trained on)`,
  rows(results),
);
for (const lang of [...new Set(emails.map((e) => e.lang))].sort()) {
  const list = heldOut.filter((r) => r.email.lang === lang);
  if (!list.length) continue;
  const right = list.filter((r) => r.result.kind === r.email.kind).length;
  console.log(`  held-out ${lang}: ${right}/${list.length} right`);
}

const norm = (s: string | null) =>
  (s ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
function fieldHits(
  field: 'company' | 'job_title' | 'interview_at',
  pick: (e: CollectedEmail) => string | null,
) {
  const asked = results.filter((r) => r.email.kind !== 'not_job' && pick(r.email));
  const hits = asked.filter((r) => {
    const got = field === 'interview_at' ? r.result.interview_at : r.result[field];
    if (field === 'interview_at')
      return got !== null && new Date(got).getTime() === new Date(pick(r.email)!).getTime();
    return norm(got) === norm(pick(r.email));
  });
  console.log(`  ${field.padEnd(13)} ${hits.length}/${asked.length}`);
}
console.log('\nreaders, on messages whose truth names the field:');
fieldHits('company', (e) => e.company);
fieldHits('job_title', (e) => e.job_title);
fieldHits('interview_at', (e) => e.interview_at);

const noise = results.filter((r) => r.email.kind === 'not_job');
const proposals = noise.filter((r) => r.result.kind !== 'not_job');
console.log(
  `\nnewsletters, alerts and other mail that would become proposals: ${proposals.length}/${noise.length} (target 0)`,
);
for (const p of proposals.slice(0, 5))
  console.log(`  ${p.email.id}: ${p.result.kind} — ${p.email.subject}`);
const times = results.map((r) => r.ms).sort((a, b) => a - b);
console.log(
  `time per message: p50 ${times[Math.floor(times.length / 2)]!.toFixed(2)} ms, max ${times.at(-1)!.toFixed(1)} ms`,
);
