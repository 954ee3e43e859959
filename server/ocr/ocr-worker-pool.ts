import 'server-only';
import path from 'node:path';
import engData from '@tesseract.js-data/eng';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { env } from '@/server/env';
import { log } from '@/server/log';

// The traineddata ships in an npm package: tesseract never reaches for a CDN (which, offline,
// would end in an uncaught worker error).
const LANG_PATH = path.join(path.dirname(engData.langPath), '4.0.0_best_int');

type Pool = { idle: Worker[]; started: number; waiters: ((w: Worker | null) => void)[] };
const pool: Pool = { idle: [], started: 0, waiters: [] };

async function startWorker(): Promise<Worker> {
  const worker = await createWorker('eng', OEM.LSTM_ONLY, {
    langPath: LANG_PATH,
    gzip: true,
    cacheMethod: 'none',
    // A failing worker must not take the server down: log it; the job's promise rejects.
    errorHandler: (error: unknown) => log.error({ err: error }, 'ocr worker error'),
  });
  await worker.setParameters({ tessedit_pageseg_mode: PSM.AUTO, preserve_interword_spaces: '1' });
  return worker;
}

async function acquire(): Promise<Worker> {
  const ready = pool.idle.pop();
  if (ready) return ready;
  if (pool.started < env().OCR_CONCURRENCY) {
    pool.started += 1;
    try {
      return await startWorker();
    } catch (error) {
      pool.started -= 1;
      throw error;
    }
  }
  const handed = await new Promise<Worker | null>((resolve) => pool.waiters.push(resolve));
  // null: a worker died, so there is room to start a fresh one.
  return handed ?? acquire();
}

function release(worker: Worker | null): void {
  const waiter = pool.waiters.shift();
  if (waiter) waiter(worker);
  else if (worker) pool.idle.push(worker);
}

/**
 * Runs `job` on one of at most OCR_CONCURRENCY reused tesseract workers (heavy work is bounded
 * per instance); further callers queue. A worker whose job throws or overruns `timeoutMs` is
 * terminated and replaced, not reused.
 */
export async function withOcrWorker<T>(job: (worker: Worker) => Promise<T>, timeoutMs = 60_000): Promise<T> {
  const worker = await acquire();
  let timer: NodeJS.Timeout | undefined;
  try {
    const running = job(worker);
    // If the deadline wins, the job's later rejection (its worker terminated) is expected.
    running.catch(() => {});
    const result = await Promise.race([
      running,
      // A job past its time is abandoned; its worker is terminated below, which stops the work.
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`OCR took longer than ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
    clearTimeout(timer);
    release(worker);
    return result;
  } catch (error) {
    clearTimeout(timer);
    pool.started -= 1;
    worker.terminate().catch(() => {});
    release(null);
    throw error;
  }
}
