// Where the time of one OCR request goes (ADR 255), outside the HTTP layer but through the same
// pool the route uses: the image's preparation (decode, scale, crop, cut into bands; CPU of this
// process), then each band's recognition in its OCR child (wall from hand-off to answer, and the
// child's own CPU from /proc), the wait for the first worker, and the longest path (preparation +
// the busiest worker's bands: the wall time when each worker has a core). Images: own screenshots,
// the corpus dev images, and the new third-party captures (bench/extra.ts), each read 2 times.
//
//   npx tsx --conditions=react-server bench/ai/ocr-stages.ts [--rounds=2] [--only=part-of-a-file-name]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';

process.env.LOG_LEVEL ??= 'silent';
const rounds = Number(process.argv.find((a) => a.startsWith('--rounds='))?.slice(9) ?? 2);
const { prepareImage } = await import('@/server/ocr/prepare-image');
const { ocrWorkersPerImage, withOcrWorkers } = await import('@/server/ocr/ocr-worker-pool');
const { PAGE_SEGMENTATION } = await import('@/server/ocr/start-ocr-child');
const { warmOcrOnStart } = await import('@/server/ocr/warm-ocr-on-start');
const { corpusDir } = await import('../corpus');
const { extraDir } = await import('../extra');
setInterval(() => {}, 1000); // the OCR children are unref'd

const dirs = [
  path.resolve('test/fixtures/screenshots'),
  path.join(corpusDir, 'ocr_images'),
  path.join(extraDir, 'captures'),
].filter(existsSync);
const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
const files = dirs.flatMap((d) =>
  readdirSync(d)
    .filter((f) => /\.(png|jpe?g|webp)$/i.test(f) && (!only || f.includes(only)))
    .sort()
    .map((f) => path.join(d, f)),
);

function childCpuMs(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}
const ownCpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

await warmOcrOnStart();
console.log(
  `load average at start: ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
type Row = Record<string, string | number>;
const rows: Row[] = [];
for (let round = 1; round <= rounds; round++) {
  for (const file of files) {
    const bytes = readFileSync(file);
    const t0 = performance.now();
    const c0 = ownCpu();
    const prepared = await prepareImage(bytes, { parallel: ocrWorkersPerImage() });
    const prepMs = performance.now() - t0;
    const prepCpu = ownCpu() - c0;
    const perWorker = new Map<number | undefined, { wall: number; cpu: number }>();
    const bandWall: number[] = [];
    let firstStart = 0;
    const t1 = performance.now();
    await withOcrWorkers(prepared.bands, async (worker, band) => {
      const s = performance.now();
      if (!firstStart) firstStart = s - t1;
      const cpu0 = childCpuMs(worker.pid);
      const result = await worker.recognize(band, PAGE_SEGMENTATION.singleBlock);
      const wall = performance.now() - s;
      bandWall.push(Math.round(wall));
      const mine = perWorker.get(worker.pid) ?? { wall: 0, cpu: 0 };
      mine.wall += wall;
      mine.cpu += childCpuMs(worker.pid) - cpu0;
      perWorker.set(worker.pid, mine);
      return result;
    });
    const recMs = performance.now() - t1;
    const workers = [...perWorker.values()];
    if (round === rounds)
      rows.push({
        image: path.basename(file).slice(0, 40),
        prepared: `${prepared.width}x${prepared.height}`,
        'prep ms (cpu)': `${Math.round(prepMs)} (${Math.round(prepCpu)})`,
        bands: prepared.bands.length,
        'band wall ms': bandWall.join(' '),
        'first worker wait ms': Math.round(firstStart),
        'recognition wall ms': Math.round(recMs),
        'recognition cpu ms (children)': workers.reduce((s, w) => s + w.cpu, 0),
        'longest path ms': Math.round(prepCpu + Math.max(...workers.map((w) => w.cpu))),
      });
  }
}
console.table(rows);
console.log(
  `load average at the end: ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
process.exit(0);
