// The OCR child process (ADR 104): one tesseract worker, kept warm, reading the images the server
// sends over IPC. tesseract's WebAssembly heap (~100 MB once warm) lives here, outside the app
// server's memory; a crash here ends one recognition, never the server. Plain ESM started by path
// (server/ocr/start-ocr-child.ts), so `next start`, the standalone image and the tests run this file.
//
// Protocol: the parent sends {id, image (Uint8Array), psm}; the child answers
// {id, ok: true, text, confidence} or {id, ok: false, message}. {ready: true} once warm.
import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, PSM } from 'tesseract.js';

const require = createRequire(import.meta.url);
// The traineddata ships in an npm package: tesseract never reaches for a CDN.
const engData = require('@tesseract.js-data/eng');
const langPath = path.join(path.dirname(engData.langPath), '4.0.0_best_int');

const send = (message) => process.send?.(message);

try {
  const worker = await createWorker('eng', OEM.LSTM_ONLY, {
    langPath,
    gzip: true,
    cacheMethod: 'none',
    errorHandler: (error) => send({ log: String(error?.message ?? error) }),
  });
  await worker.setParameters({ tessedit_pageseg_mode: PSM.AUTO, preserve_interword_spaces: '1' });
  // One job at a time: the parent's pool never sends a second before the first is answered.
  process.on('message', async ({ id, image, psm }) => {
    try {
      await worker.setParameters({ tessedit_pageseg_mode: String(psm) });
      const { data } = await worker.recognize(Buffer.from(image));
      send({ id, ok: true, text: data.text ?? '', confidence: data.confidence ?? 0 });
    } catch (error) {
      send({ id, ok: false, message: String(error?.message ?? error) });
    }
  });
  send({ ready: true });
} catch (error) {
  send({ failed: String(error?.message ?? error) });
  process.exit(1);
}
// The server went away: so does this process.
process.on('disconnect', () => process.exit(0));
