import 'server-only';
import { env } from '@/server/env';
import { log } from '@/server/log';
import { warmOcrWorker } from './ocr-worker-pool';

/** Starts an OCR worker in the background when the server starts, unless OCR_WARM_ON_START=false. */
export function warmOcrOnStart(): void {
  if (!env().OCR_WARM_ON_START) return;
  const t0 = Date.now();
  warmOcrWorker().then(
    () => log.info({ ms: Date.now() - t0 }, 'ocr worker warmed'),
    (error: unknown) => log.warn({ err: error }, 'ocr worker did not start; it will be started on the first request'),
  );
}
