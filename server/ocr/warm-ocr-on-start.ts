import 'server-only';
import { env } from '@/server/env';
import { log } from '@/server/log';
import { warmOcrWorker } from './ocr-worker-pool';

/** The longest the server start waits for the OCR worker; past it the warm-up goes on in the background. */
const WAIT_AT_START_MS = 15_000;

/**
 * Starts the pool's OCR workers (ocrPoolSize, side by side) when the server starts (unless
 * OCR_WARM_ON_START=false) and resolves once each has done its first recognition, or after WAIT_AT_START_MS, so a server that answers at all
 * answers its first screenshot without tesseract's start-up (about 2 s). Never rejects: a worker
 * that does not start is logged and started again on the first request.
 */
export async function warmOcrOnStart(): Promise<void> {
  if (!env().OCR_WARM_ON_START) return;
  const t0 = Date.now();
  const warm = warmOcrWorker().then(
    () => log.info({ ms: Date.now() - t0 }, 'ocr workers warmed'),
    (error: unknown) =>
      log.warn({ err: error }, 'ocr worker did not start; it will be started on the first request'),
  );
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    warm,
    new Promise<void>((resolve) => (timer = setTimeout(resolve, WAIT_AT_START_MS).unref())),
  ]);
  clearTimeout(timer);
}
