// OCR figures: character error rate and time per image on our rendered screenshots
// (test/fixtures/screenshots) and on the corpus dev OCR images that have a .gt.txt.
// Run: npx tsx --conditions=react-server bench/ai/ocr.ts
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sharp } from '@/server/ocr/sharp';
import { recognizeImage } from '@/server/ocr/recognize-image';
import { characterErrorRate } from '@/test/fixtures/screenshots/cer';
import { corpusDir } from '@/test/corpus';

const sets = [
  { name: 'own', dir: path.resolve('test/fixtures/screenshots') },
  { name: 'corpus-dev', dir: path.join(corpusDir, 'ocr_images') },
];

// cpu ms: CPU time of this process (all threads) — a steadier figure than wall time on a busy machine.
type Row = { set: string; image: string; size: string; ms: number; 'cpu ms': number; cer: number };
const rows: Row[] = [];

// Warm the worker so the first image's figure is a per-image time, not a start-up time.
const start = Date.now();
await recognizeImage(await sharp({ create: { width: 200, height: 60, channels: 3, background: '#fff' } }).png().toBuffer());
console.log(`worker start + first call: ${Date.now() - start} ms`);

for (const set of sets) {
  if (!existsSync(set.dir)) continue;
  for (const file of readdirSync(set.dir).filter((f) => /\.(png|jpe?g|webp)$/i.test(f)).sort()) {
    const gtFile = path.join(set.dir, file.replace(/\.[^.]+$/, '.gt.txt'));
    if (!existsSync(gtFile)) continue;
    const image = readFileSync(path.join(set.dir, file));
    const meta = await sharp(image).metadata();
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    const { text } = await recognizeImage(image);
    const cpu = process.cpuUsage(cpu0);
    const ms = performance.now() - t0;
    rows.push({
      set: set.name,
      image: file,
      size: `${meta.width}x${meta.height}`,
      ms: Math.round(ms),
      'cpu ms': Math.round((cpu.user + cpu.system) / 1000),
      cer: characterErrorRate(text, readFileSync(gtFile, 'utf8')),
    });
  }
}

console.table(rows.map((r) => ({ ...r, cer: `${(r.cer * 100).toFixed(2)}%` })));
for (const set of sets) {
  const mine = rows.filter((r) => r.set === set.name);
  if (!mine.length) continue;
  const meanCer = mine.reduce((s, r) => s + r.cer, 0) / mine.length;
  const times = mine.map((r) => r.ms).sort((a, b) => a - b);
  const cpus = mine.map((r) => r['cpu ms']).sort((a, b) => a - b);
  console.log(
    `${set.name}: ${mine.length} images, mean CER ${(meanCer * 100).toFixed(2)}%, median ${times[Math.floor(times.length / 2)]} ms (cpu ${cpus[Math.floor(cpus.length / 2)]} ms), max ${times.at(-1)} ms per image`,
  );
}
process.exit(0);
