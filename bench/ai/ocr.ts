// OCR figures through the API: POST /api/get-jd-from/image called in-process (auth, rate limit,
// multipart, OCR) on a fresh process started the way the server starts (instrumentation awaits
// warmOcrOnStart before the server answers), with the first request sent the moment the start is
// done — so the first call a user can make is in the figures, and the start-up wait is printed.
//
// Images: our rendered screenshots (test/fixtures/screenshots, those with a .gt.txt) and every
// image of the third-party dev corpus (../shared/corpus/dev/ocr_images, or CORPUS_DIR; CER where a
// .gt.txt is beside it). Without the corpus the bench says so and measures our own screenshots only.
// Reports p50/p95 wall and CPU time for TALL captures (height ≥ 1600 px or more than twice the
// width) and normal ones separately, first call included, and CER against the ground truth.
// CPU time is this process's plus that of its OCR child processes (read from /proc, Linux), as the
// recognition runs in the children (ADR 104); "longest path" is this process's plus the busiest
// child's, what the wall time would be with a free core for each worker (bands read side by side). BENCH_OCR_ROUNDS (default 3) rounds over the images.
//
// BENCH_OCR_LINE_PX=16,20,20/14-24 instead sweeps the target text-line height (ADR 096) outside
// the API (recognizeImage, as the route calls it): CPU per image and setting, CER where there is
// ground truth.
// Run: npx tsx --conditions=react-server bench/ai/ocr.ts
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';

process.env.PGLITE_DIR = 'memory://';
delete process.env.DATABASE_URL;
process.env.LOG_LEVEL ??= 'silent';
process.env.AUTH_RATE_LIMIT_MULTIPLIER ??= '100';
// The sweep measures CPU: on a loaded machine a tall capture may take longer than the API's 30 s.
if (process.env.BENCH_OCR_LINE_PX) process.env.OCR_TIMEOUT_MS ??= '300000';

const { POST } = await import('@/app/api/get-jd-from/image/route');
const { warmOcrOnStart } = await import('@/server/ocr/warm-ocr-on-start');
const { sharp } = await import('@/server/ocr/sharp');
const { callRoute } = await import('@/test/call-route');
const { createUser } = await import('@/test/factories');
const { characterErrorRate } = await import('@/test/fixtures/screenshots/cer');
const { corpusDir, corpusPresent, noteMissingCorpus } = await import('../corpus');
const { extraDir, extraPresent, noteMissingExtra } = await import('../extra');
if (!corpusPresent)
  noteMissingCorpus('OCR figures on the corpus dev images (own screenshots only)');
if (!extraPresent) noteMissingExtra('OCR figures on new third-party captures');

const sets = [
  { name: 'own', dir: path.resolve('test/fixtures/screenshots'), needsTruth: true },
  { name: 'corpus-dev', dir: path.join(corpusDir, 'ocr_images'), needsTruth: false },
  // Captures the OCR was not tuned on (ADR 255): a real app screenshot, a dense 1920 × 1080
  // screenful, two tall renders of real job pages. BENCH_OCR_SETS=new-third-party runs only them.
  { name: 'new-third-party', dir: path.join(extraDir, 'captures'), needsTruth: false },
].filter(
  (set) => !process.env.BENCH_OCR_SETS || process.env.BENCH_OCR_SETS.split(',').includes(set.name),
);
const rounds = Number(process.env.BENCH_OCR_ROUNDS ?? 3);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
console.log(`load average at start: ${load()}`);
// The OCR children and their IPC channels are unref'd: without a timer nothing may keep this
// process up while it waits for them (it ends with process.exit).
setInterval(() => {}, 1000);

/** A tall capture: a whole page or posting rather than a screenful. */
const isTall = (width: number, height: number) => height >= 1600 || height > 2 * width;

type Shot = {
  set: string;
  file: string;
  bytes: Buffer;
  truth: string | null;
  size: string;
  tall: boolean;
};
const shots: Shot[] = [];
for (const set of sets) {
  if (!existsSync(set.dir)) continue;
  for (const file of readdirSync(set.dir)
    .filter((f) => /\.(png|jpe?g|webp)$/i.test(f))
    .sort()) {
    const gtFile = path.join(set.dir, file.replace(/\.[^.]+$/, '.gt.txt'));
    if (set.needsTruth && !existsSync(gtFile)) continue;
    const bytes = readFileSync(path.join(set.dir, file));
    const meta = await sharp(bytes).metadata();
    shots.push({
      set: set.name,
      file,
      bytes,
      truth: existsSync(gtFile) ? readFileSync(gtFile, 'utf8') : null,
      size: `${meta.width}x${meta.height}`,
      tall: isTall(meta.width ?? 0, meta.height ?? 0),
    });
  }
}

/** CPU ms used so far by each of this process's child processes (the OCR children), from /proc. */
function childrenCpuMs(): Map<number, number> {
  const out = new Map<number, number>();
  if (!existsSync('/proc/self/stat')) return out;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces): state ppid … utime(14) stime(15).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[1]) !== process.pid) continue;
      out.set(Number(entry), (Number(fields[11]) + Number(fields[12])) * 10); // USER_HZ is 100
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return out;
}
type CpuMark = { own: number; children: Map<number, number> };
const cpuMark = (): CpuMark => {
  const own = process.cpuUsage();
  return { own: (own.user + own.system) / 1000, children: childrenCpuMs() };
};
/**
 * CPU since `from`: in all (this process and its OCR children) and on the longest path (this
 * process plus the busiest child) — what the wall time would be with a free core per worker.
 */
function cpuSince(from: CpuMark): { total: number; path: number } {
  const now = cpuMark();
  const own = now.own - from.own;
  let children = 0;
  let busiest = 0;
  for (const [pid, ms] of now.children) {
    const used = ms - (from.children.get(pid) ?? 0);
    children += used;
    busiest = Math.max(busiest, used);
  }
  return { total: Math.round(own + children), path: Math.round(own + busiest) };
}
const cpuNow = () => {
  const mark = cpuMark();
  return mark.own + [...mark.children.values()].reduce((a, b) => a + b, 0);
};

const sweep = process.env.BENCH_OCR_LINE_PX;
if (sweep) {
  // Target line height sweep, outside the API (no auth or multipart): recognizeImage as the route
  // calls it, on every image (CPU, wall), CER where there is ground truth. The settings take turns
  // image by image, so each meets the same load. "20" scales every text line to 20 px; "20/14-24"
  // (the default since the ADR 096 addendum) reads lines of 14–24 px at their own size and scales
  // the others to 20 px.
  const { recognizeImage } = await import('@/server/ocr/recognize-image');
  await warmOcrOnStart();
  const settings = sweep.split(',');
  type Cell = { ms: number[]; cpu: number[]; cer: number | null };
  const cells = new Map<string, Cell>();
  for (let round = 1; round <= rounds; round++) {
    for (const s of shots) {
      for (const setting of settings) {
        const [target, keep] = setting.split('/');
        const keepLinePx = keep ? (keep.split('-').map(Number) as [number, number]) : null;
        const t0 = performance.now();
        const cpu0 = cpuNow();
        const { text } = await recognizeImage(s.bytes, {
          kind: 'screenshot',
          targetLinePx: Number(target),
          keepLinePx,
        });
        const key = `${setting}|${s.file}`;
        const cell = cells.get(key) ?? { ms: [], cpu: [], cer: null };
        cell.ms.push(Math.round(performance.now() - t0));
        cell.cpu.push(Math.round(cpuNow() - cpu0));
        cell.cer = s.truth === null ? null : characterErrorRate(text, s.truth);
        cells.set(key, cell);
      }
    }
  }
  console.table(
    shots.map((s) =>
      Object.fromEntries([
        ['image', `${s.file} ${s.size}`],
        ...settings.map((setting) => {
          const c = cells.get(`${setting}|${s.file}`)!;
          const cer = c.cer === null ? '' : ` ${(c.cer * 100).toFixed(2)}%`;
          return [setting, `cpu ${Math.min(...c.cpu)} ms${cer}`];
        }),
      ]),
    ),
  );
  for (const setting of settings) {
    const mine = shots.map((s) => cells.get(`${setting}|${s.file}`)!);
    const scored = mine.filter((c) => c.cer !== null);
    const cpuOf = (tall: boolean) =>
      shots.reduce((sum, s, k) => sum + (s.tall === tall ? Math.min(...mine[k]!.cpu) : 0), 0);
    console.log(
      `${setting}: CPU (best of ${rounds}) tall ${cpuOf(true)} ms, normal ${cpuOf(false)} ms; ` +
        `CER mean ${((scored.reduce((sum, c) => sum + c.cer!, 0) / scored.length) * 100).toFixed(2)}%, ` +
        `max ${(Math.max(...scored.map((c) => c.cer!)) * 100).toFixed(2)}%`,
    );
  }
  console.log(`load average at the end: ${load()}`);
  process.exit(0);
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
const startCpu = cpuNow();
await warmOcrOnStart();
console.log(
  `server start waited ${Math.round(performance.now() - startedAt)} ms (CPU ${Math.round(cpuNow() - startCpu)} ms) for the OCR workers`,
);

type Row = {
  round: number;
  set: string;
  image: string;
  size: string;
  tall: boolean;
  status: number;
  ms: number;
  'cpu ms': number;
  'path ms': number;
  cer: number | null;
};
const rows: Row[] = [];
for (let round = 1; round <= rounds; round++) {
  for (const s of shots) {
    const t0 = performance.now();
    const cpu0 = cpuMark();
    const res = await upload(s);
    const cpu = cpuSince(cpu0);
    rows.push({
      round,
      set: s.set,
      image: s.file,
      size: s.size,
      tall: s.tall,
      status: res.status,
      ms: Math.round(performance.now() - t0),
      'cpu ms': cpu.total,
      'path ms': cpu.path,
      cer:
        s.truth === null
          ? null
          : res.status === 200
            ? characterErrorRate(res.body.job_description, s.truth)
            : 1,
    });
  }
}

console.table(
  rows
    .filter((r) => r.round === 1)
    .map((r) => ({ ...r, cer: r.cer === null ? '—' : `${(r.cer * 100).toFixed(2)}%` })),
);
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)]!;
const report = (label: string, mine: Row[]) => {
  if (!mine.length) return;
  const ms = mine.map((r) => r.ms);
  const cpu = mine.map((r) => r['cpu ms']);
  const path = mine.map((r) => r['path ms']);
  const scored = mine.filter((r) => r.cer !== null);
  const cer = scored.length
    ? `mean CER ${((scored.reduce((s, r) => s + r.cer!, 0) / scored.length) * 100).toFixed(2)}% (${scored.length} with ground truth)`
    : 'no ground truth';
  console.log(
    `${label}: ${mine.length} requests, wall p50 ${pct(ms, 50)} ms / p95 ${pct(ms, 95)} ms, CPU p50 ${pct(cpu, 50)} / p95 ${pct(cpu, 95)} ms (longest path p50 ${pct(path, 50)} / p95 ${pct(path, 95)} ms), ${cer}`,
  );
};
console.log(`first call (right after the start): ${rows[0]?.ms} ms — ${rows[0]?.image}`);
report(
  'tall captures (height ≥ 1600 px or > 2 × width), first call included',
  rows.filter((r) => r.tall),
);
report(
  'normal captures, first call included',
  rows.filter((r) => !r.tall),
);
report(
  'own screenshots',
  rows.filter((r) => r.set === 'own'),
);
report(
  'corpus dev images',
  rows.filter((r) => r.set === 'corpus-dev'),
);
report(
  'new third-party captures (not tuned on)',
  rows.filter((r) => r.set === 'new-third-party'),
);
report('all, first call included', rows);
console.log(`load average at the end: ${load()}`);
process.exit(0);
