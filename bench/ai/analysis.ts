// Resume analysis as the API runs it (POST ai/resume/analyze: upload → document worker → layout
// read → score), on every PDF of the third-party dev corpus (resumes/pdf and resumes/real/pdf),
// with where the time goes: the worker's round trip (the parse in its child process and the
// hand-off of its answer), the layout reading in the server (read-resume-layout.ts) and the
// scoring. The route's work is timed in-process (no HTTP socket); the first call (worker start,
// pdf.js load) is reported apart. CPU per analysis counts this process and the document workers
// (/proc), the figure least moved by other load. Prints p50/p95 per stage and the slowest files.
// Also on new third-party resumes the code was not tuned on (bench/extra.ts, ADR 255), figures
// apart; and what the resume structurer (structure-resume-local, the rule-based reader) and the
// learned reader (training/reader through bench/ai/structure-learned.ts: line labels, heading
// kinds, spans, assembly; ADR 210, ADR 235) would add if they ran inside an analysis (today they
// run only for the structure route and the structure benches; ADR 280).
//
//   npx tsx --conditions=react-server bench/ai/analysis.ts [--rounds=3]
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { corpusDir, requireCorpus } from '../corpus';
import { extraDir, extraPresent, noteMissingExtra } from '../extra';

requireCorpus('bench/ai/analysis.ts');
process.env.LOG_LEVEL ??= 'silent';
// A measurement, not a limit: on a loaded machine a big PDF may take longer than the API's 15 s.
process.env.DOCUMENT_TIMEOUT_MS ??= '120000';
const args = process.argv.slice(2);
const rounds = Number(args.find((a) => a.startsWith('--rounds='))?.slice(9) ?? 3);

const { extractDocumentText } = await import('@/server/documents/extract-document-text');
const { readResumeLayout } = await import('@/server/ai/resume-reading/read-resume-layout');
const { analyzeResume } = await import('@/server/ai/scoring/analyze-resume');
const { analyzeResumeUpload } = await import('@/server/ai/scoring/analyze-resume-upload');
const { structureResumeLocal } = await import('@/server/ai/structure/structure-resume-local');
const { readLearned } = await import('./structure-learned');

const pdfsIn = (dirs: string[]) =>
  dirs.flatMap((d) =>
    readdirSync(d)
      .filter((f) => f.endsWith('.pdf'))
      .sort()
      .map((f) => path.join(d, f)),
  );
const devFiles = pdfsIn(['resumes/pdf', 'resumes/real/pdf'].map((d) => path.join(corpusDir, d)));
if (!extraPresent) noteMissingExtra('analysis of new third-party resumes');
const newFiles = extraPresent ? pdfsIn([path.join(extraDir, 'resumes')]) : [];
const isNew = new Set(newFiles.map((f) => path.basename(f)));
const files = [...devFiles, ...newFiles];
const jd = readFileSync(
  path.join(corpusDir, 'job_descriptions/text/resumematcher_e2e_backend-eng.txt'),
  'utf8',
);

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)]!;
const f1 = (n: number) => n.toFixed(1);

function form(file: string): FormData {
  const data = new FormData();
  data.set(
    'resume',
    new File([readFileSync(file)], path.basename(file), { type: 'application/pdf' }),
  );
  data.set('job_description', jd);
  return data;
}

// Warm the worker (spawn + pdf.js load), as the first upload after a start would.
const first = performance.now();
await analyzeResumeUpload({ form: form(files[0]!) });
const firstMs = performance.now() - first;

/** CPU ms (user + system) of this process and of its child processes (the document workers), from /proc. */
function cpuMs(): number {
  const own = process.cpuUsage();
  let children = 0;
  try {
    const pids = readFileSync(`/proc/${process.pid}/task/${process.pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean);
    for (const pid of pids) {
      try {
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
        children += (Number(fields[11]) + Number(fields[12])) * 10; // USER_HZ = 100
      } catch {
        /* a worker that ended in between */
      }
    }
  } catch {
    /* no /proc: CPU of this process only */
  }
  return (own.user + own.system) / 1000 + children;
}

type Stages = {
  file: string;
  total: number;
  worker: number;
  layout: number;
  score: number;
  structure: number;
  learned: number;
};
const route: { file: string; ms: number; cpu: number }[] = [];
const stages: Stages[] = [];
for (let r = 0; r < rounds; r++) {
  for (const file of files) {
    const upload = form(file);
    const c = cpuMs();
    let t = performance.now();
    await analyzeResumeUpload({ form: upload });
    route.push({ file: path.basename(file), ms: performance.now() - t, cpu: cpuMs() - c });
    // The same work, stage by stage.
    const bytes = new Uint8Array(readFileSync(file));
    t = performance.now();
    const doc = await extractDocumentText({ bytes, layout: true });
    const worker = performance.now() - t;
    t = performance.now();
    const reading = readResumeLayout(doc);
    const layout = performance.now() - t;
    t = performance.now();
    await analyzeResume({
      resumeText: reading.text,
      jobDescription: jd,
      ocr: doc.ocr,
      notices: [],
    });
    const score = performance.now() - t;
    t = performance.now();
    const rules = structureResumeLocal(reading.text, reading.hints);
    const structure = performance.now() - t;
    t = performance.now();
    if (reading.lines.length) readLearned(rules, reading.lines);
    const learned = performance.now() - t;
    stages.push({
      file: path.basename(file),
      total: worker + layout + score,
      worker,
      layout,
      score,
      structure,
      learned,
    });
  }
}

console.log(
  `\n## Resume analysis, ${devFiles.length} corpus PDFs + ${newFiles.length} new third-party PDFs × ${rounds} rounds (in-process route, warm worker; first call ${f1(firstMs)} ms)\n`,
);
console.log('| set | analyses | route p50 ms | p95 ms | max ms | CPU per analysis p50 / mean ms |');
console.log('|---|---|---|---|---|---|');
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
for (const [name, mine] of [
  ['dev corpus', route.filter((r) => !isNew.has(r.file))],
  ['new third-party', route.filter((r) => isNew.has(r.file))],
  ['all', route],
] as const) {
  if (!mine.length) continue;
  const ms = mine.map((r) => r.ms);
  const cpu = mine.map((r) => r.cpu);
  console.log(
    `| ${name} | ${mine.length} | ${f1(pct(ms, 50))} | ${f1(pct(ms, 95))} | ${f1(Math.max(...ms))} | ${f1(pct(cpu, 50))} / ${f1(mean(cpu))} |`,
  );
}
console.log(
  `\nload average ${(await import('node:os'))
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}\n`,
);
const row = (name: string, xs: number[]) =>
  console.log(`| ${name} | ${f1(pct(xs, 50))} | ${f1(pct(xs, 95))} | ${f1(Math.max(...xs))} |`);
console.log('| stage | p50 ms | p95 ms | max ms |');
console.log('|---|---|---|---|');
row(
  'document worker round trip (extract-document-text)',
  stages.map((s) => s.worker),
);
row(
  'layout reading in the server (read-resume-layout)',
  stages.map((s) => s.layout),
);
row(
  'scoring (analyze-resume)',
  stages.map((s) => s.score),
);
row(
  'not in the analysis today: structuring (structure-resume-local)',
  stages.map((s) => s.structure),
);
row(
  'not in the analysis today: the learned reader on the layout lines (structure-learned)',
  stages.map((s) => s.learned),
);

console.log('\nSlowest files (route, worst round):\n');
const worst = new Map<string, Stages>();
for (const s of stages) if ((worst.get(s.file)?.total ?? 0) < s.total) worst.set(s.file, s);
console.log('| file | total | worker | layout | score |');
console.log('|---|---|---|---|---|');
for (const s of [...worst.values()].sort((a, b) => b.total - a.total).slice(0, 8)) {
  console.log(
    `| ${s.file} | ${f1(s.total)} | ${f1(s.worker)} | ${f1(s.layout)} | ${f1(s.score)} |`,
  );
}
process.exit(0);
