// Tesseract's own settings against CPU and accuracy (ADR 280), outside the pool and the API: every
// band of each image, prepared as the route prepares it, read in this process by one warm
// tesseract.js worker per setting (CPU of this process, best of --rounds), CER where the image has
// ground truth and the disagreement with the first setting elsewhere. Settings:
//   base      the OCR child's (LSTM only, best_int model, PSM 6)
//   nodict    no system or frequency dictionary (init-only parameters)
//   noinvert  tessedit_do_invert=0 (no second, inverted reading of low-confidence lines)
//   std       the 4.0.0 traineddata instead of 4.0.0_best_int
//   px18 / px16  smaller target text-line heights (prepare-image.ts TARGET_LINE_PX / KEEP_LINE_PX)
// Images: own screenshots, the corpus dev images and the new third-party captures (bench/extra.ts).
//
//   npx tsx --conditions=react-server bench/ai/ocr-settings.ts [--settings=base,nodict] [--rounds=1] [--only=name]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import path from 'node:path';
import { createWorker, OEM } from 'tesseract.js';

process.env.LOG_LEVEL ??= 'silent';
const { prepareImage } = await import('@/server/ocr/prepare-image');
const { characterErrorRate } = await import('@/test/fixtures/screenshots/cer');
const { corpusDir, corpusPresent, noteMissingCorpus } = await import('../corpus');
const { extraDir, extraPresent, noteMissingExtra } = await import('../extra');
if (!corpusPresent) noteMissingCorpus('settings on the corpus dev images');
if (!extraPresent) noteMissingExtra('settings on new third-party captures');
const engData = createRequire(import.meta.url)('@tesseract.js-data/eng') as { langPath: string };
const models = path.dirname(engData.langPath);

const arg = (name: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const only = arg('only');
const rounds = Number(arg('rounds') ?? 1);
const files = [
  path.resolve('test/fixtures/screenshots'),
  path.join(corpusDir, 'ocr_images'),
  path.join(extraDir, 'captures'),
]
  .filter(existsSync)
  .flatMap((d) =>
    readdirSync(d)
      .filter((f) => /\.(png|jpe?g|webp)$/i.test(f) && f !== 'blank.png')
      .filter((f) => !only || f.includes(only))
      .sort()
      .map((f) => path.join(d, f)),
  );

type Setting = {
  model: string;
  init?: Record<string, string>;
  params?: Record<string, string>;
  linePx?: number;
  keep?: [number, number];
};
const SETTINGS: Record<string, Setting> = {
  base: { model: '4.0.0_best_int' },
  nodict: { model: '4.0.0_best_int', init: { load_system_dawg: '0', load_freq_dawg: '0' } },
  noinvert: { model: '4.0.0_best_int', params: { tessedit_do_invert: '0' } },
  std: { model: '4.0.0' },
  px18: { model: '4.0.0_best_int', linePx: 18, keep: [14, 22] },
  px16: { model: '4.0.0_best_int', linePx: 16, keep: [12, 20] },
};
const names = (arg('settings') ?? 'base,nodict,noinvert,std').split(',');
const unknown = names.filter((n) => !SETTINGS[n]);
if (unknown.length) throw new Error(`unknown settings: ${unknown.join(', ')}`);

const cpu = () => {
  const u = process.cpuUsage(); // the whole process, tesseract.js's worker thread included
  return (u.user + u.system) / 1000;
};
const workers = new Map<string, Awaited<ReturnType<typeof createWorker>>>();
for (const name of names) {
  const s = SETTINGS[name]!;
  const w = await createWorker(
    'eng',
    OEM.LSTM_ONLY,
    { langPath: path.join(models, s.model), gzip: true, cacheMethod: 'none' },
    s.init ?? {},
  );
  await w.setParameters({ preserve_interword_spaces: '1', ...s.params });
  await w.setParameters({ tessedit_pageseg_mode: '6' as never });
  if (files[0]) await w.recognize(readFileSync(files[0])); // loads the LSTM model
  workers.set(name, w);
}
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
console.log(`load average at start: ${load()}`);
const rows: Record<string, string>[] = [];
const totals = new Map<string, number>();
for (const file of files) {
  const bytes = readFileSync(file);
  const gtFile = file.replace(/\.[^.]+$/, '.gt.txt');
  const truth = existsSync(gtFile) ? readFileSync(gtFile, 'utf8') : null;
  const row: Record<string, string> = { image: path.basename(file).slice(0, 32) };
  let first = '';
  for (const name of names) {
    const s = SETTINGS[name]!;
    const prepared = await prepareImage(bytes, {
      parallel: 2,
      targetLinePx: s.linePx,
      keepLinePx: s.keep,
    });
    let best = Infinity;
    let text = '';
    for (let r = 0; r < rounds; r++) {
      const c0 = cpu();
      const parts: string[] = [];
      for (const band of prepared.bands)
        parts.push((await workers.get(name)!.recognize(band)).data.text);
      best = Math.min(best, cpu() - c0);
      text = parts.join('\n');
    }
    if (name === names[0]) first = text;
    totals.set(name, (totals.get(name) ?? 0) + best);
    const cer = truth ? ` CER ${(characterErrorRate(text, truth) * 100).toFixed(2)}%` : '';
    const differs =
      name === names[0] ? '' : ` Δ ${(characterErrorRate(text, first) * 100).toFixed(2)}%`;
    row[name] = `${Math.round(best)} ms${cer}${differs}`;
  }
  rows.push(row);
}
console.log(
  'CPU ms per image (all its bands, one worker), CER raw (before cleaning), Δ = vs the first setting',
);
console.table(rows);
console.log(
  `total CPU ms: ${[...totals].map(([k, v]) => `${k} ${Math.round(v)}`).join(', ')}; load average at the end: ${load()}`,
);
process.exit(0);
