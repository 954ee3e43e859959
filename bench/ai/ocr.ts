// OCR figures through the API: POST /api/get-jd-from/image called in-process (auth, rate limit,
// multipart, OCR) on a fresh process started the way the server starts (instrumentation awaits
// warmOcrOnStart before the server answers), with the first request sent the moment the start is
// done — so the first call a user can make is in the figures, and the start-up wait is printed.
// Reports p50/p95 wall time and CER on our rendered screenshots (test/fixtures/screenshots) and the
// corpus dev images with a .gt.txt. BENCH_OCR_ROUNDS (default 3) rounds over the images.
// Run: npx tsx --conditions=react-server bench/ai/ocr.ts
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

process.env.PGLITE_DIR = 'memory://';
delete process.env.DATABASE_URL;
process.env.LOG_LEVEL ??= 'silent';
process.env.AUTH_RATE_LIMIT_MULTIPLIER ??= '100';

const { POST } = await import('@/app/api/get-jd-from/image/route');
const { warmOcrOnStart } = await import('@/server/ocr/warm-ocr-on-start');
const { sharp } = await import('@/server/ocr/sharp');
const { callRoute } = await import('@/test/call-route');
const { createUser } = await import('@/test/factories');
const { characterErrorRate } = await import('@/test/fixtures/screenshots/cer');
const { corpusDir, corpusPresent, noteMissingCorpus } = await import('../corpus');
if (!corpusPresent)
  noteMissingCorpus('OCR figures on the corpus dev images (own screenshots only)');

const sets = [
  { name: 'own', dir: path.resolve('test/fixtures/screenshots') },
  { name: 'corpus-dev', dir: path.join(corpusDir, 'ocr_images') },
];
const rounds = Number(process.env.BENCH_OCR_ROUNDS ?? 3);

type Shot = { set: string; file: string; bytes: Buffer; truth: string; size: string };
const shots: Shot[] = [];
for (const set of sets) {
  if (!existsSync(set.dir)) continue;
  for (const file of readdirSync(set.dir)
    .filter((f) => /\.(png|jpe?g|webp)$/i.test(f))
    .sort()) {
    const gtFile = path.join(set.dir, file.replace(/\.[^.]+$/, '.gt.txt'));
    if (!existsSync(gtFile)) continue;
    const bytes = readFileSync(path.join(set.dir, file));
    const meta = await sharp(bytes).metadata();
    shots.push({
      set: set.name,
      file,
      bytes,
      truth: readFileSync(gtFile, 'utf8'),
      size: `${meta.width}x${meta.height}`,
    });
  }
}

const user = await createUser();
const upload = (s: Shot) => {
  const form = new FormData();
  form.append('files', new Blob([s.bytes as BlobPart]), s.file);
  return callRoute(POST, {
    method: 'POST',
    path: '/api/get-jd-from/image',
    form,
    token: user.token,
  });
};

// "Server start": what instrumentation does before the server answers; then the first request at once.
const startedAt = performance.now();
await warmOcrOnStart();
console.log(
  `server start waited ${Math.round(performance.now() - startedAt)} ms for the OCR worker`,
);

type Row = {
  round: number;
  set: string;
  image: string;
  size: string;
  status: number;
  ms: number;
  'cpu ms': number;
  cer: number;
};
const rows: Row[] = [];
for (let round = 1; round <= rounds; round++) {
  for (const s of shots) {
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    const res = await upload(s);
    const cpu = process.cpuUsage(cpu0);
    rows.push({
      round,
      set: s.set,
      image: s.file,
      size: s.size,
      status: res.status,
      ms: Math.round(performance.now() - t0),
      'cpu ms': Math.round((cpu.user + cpu.system) / 1000),
      cer: res.status === 200 ? characterErrorRate(res.body.job_description, s.truth) : 1,
    });
  }
}

console.table(
  rows.filter((r) => r.round === 1).map((r) => ({ ...r, cer: `${(r.cer * 100).toFixed(2)}%` })),
);
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)]!;
const report = (label: string, mine: Row[]) => {
  if (!mine.length) return;
  const ms = mine.map((r) => r.ms);
  const cpu = mine.map((r) => r['cpu ms']);
  const meanCer = mine.reduce((s, r) => s + r.cer, 0) / mine.length;
  console.log(
    `${label}: ${mine.length} requests, p50 ${pct(ms, 50)} ms / p95 ${pct(ms, 95)} ms (cpu p50 ${pct(cpu, 50)} / p95 ${pct(cpu, 95)} ms), mean CER ${(meanCer * 100).toFixed(2)}%`,
  );
};
console.log(`first call (right after the start): ${rows[0]?.ms} ms — ${rows[0]?.image}`);
report(
  'screenshots (own, ≤ 1100 px wide), first call included',
  rows.filter((r) => r.set === 'own'),
);
report(
  'tall full-post renders (corpus dev)',
  rows.filter((r) => r.set === 'corpus-dev'),
);
report('all, first call included', rows);
process.exit(0);
