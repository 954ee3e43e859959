import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PSM } from 'tesseract.js';
import { withOcrWorker, warmOcrWorker } from '@/server/ocr/ocr-worker-pool';
import { cleanOcrText } from '@/server/ocr/clean-ocr-text';
import { sharp } from '@/server/ocr/sharp';
import { characterErrorRate } from '@/test/fixtures/screenshots/cer';
import * as prep from '@/server/ocr/prepare-image';
const imgs = ['test/fixtures/screenshots/backend-engineer-light.png', 'test/fixtures/screenshots/data-analyst-dark.png', 'test/fixtures/screenshots/product-designer-small-text.png', 'test/fixtures/screenshots/support-lead-jpeg.jpg', '/work/shared/corpus/dev/ocr_images/jd_indeed_papercut_light.png'];
await warmOcrWorker();
for (const psm of [process.env.PSM ?? '6']) {
  let tot = 0; const out = [];
  for (const f of imgs) {
    const t0 = performance.now();
    const prepared = await prep.prepareImage(readFileSync(f), { targetLinePx: Number(process.env.T) });
    const c0 = process.cpuUsage();
    const m = await sharp(prepared).metadata();
    const { data } = await withOcrWorker(async (w) => { await w.setParameters({ tessedit_pageseg_mode: psm as PSM }); return w.recognize(prepared); });
    const ms = performance.now() - t0; const cu = process.cpuUsage(c0); const cms = (cu.user + cu.system) / 1000; tot += cms;
    out.push(`${path.basename(f)} ${m.width}x${m.height} ${Math.round(ms)}ms cpu ${Math.round(cms)} cer ${(characterErrorRate(cleanOcrText(data.text), readFileSync(f.replace(/\.\w+$/, '.gt.txt'), 'utf8'))*100).toFixed(2)}%`);
  }
  console.log(`PSM ${psm} T ${process.env.T} total cpu ${Math.round(tot)}\n  ` + out.join('\n  '));
}
process.exit(0);
