import 'server-only';
import { env } from '@/server/env';
import { AppError } from '@/server/http/app-error';
import { log } from '@/server/log';
import { PAGE_SEGMENTATION, startOcrChild, type OcrChild } from './start-ocr-child';

/** A pooled OCR worker: a warm child process with one tesseract worker (ADR 104). */
export type Worker = OcrChild;

type Waiter = { resolve: (w: Worker | null) => void };
type Pool = { idle: Worker[]; started: number; waiters: Waiter[] };
const pool: Pool = { idle: [], started: 0, waiters: [] };

// A failing worker must not take the server down: it is logged, and the job's promise rejects.
const startWorker = () => startOcrChild((message) => log.error({ message }, 'ocr worker error'));

/** Starts a worker and counts it, so the pool never holds more than OCR_CONCURRENCY. */
async function launch(): Promise<Worker> {
  pool.started += 1;
  try {
    return await startWorker();
  } catch (error) {
    pool.started -= 1;
    throw error;
  }
}

/** A queue-full refusal a client can retry: 503 with Retry-After. */
function busy(): AppError {
  return new AppError('UNAVAILABLE', 'Text recognition is busy. Try again in a few seconds.', {
    headers: { 'Retry-After': '5' },
  });
}

function timedOut(ms: number): Error {
  return new Error(`OCR took longer than ${ms} ms`);
}

async function acquire(deadline: number, timeoutMs: number): Promise<Worker> {
  for (let ready = pool.idle.pop(); ready; ready = pool.idle.pop()) {
    if (ready.alive()) return ready;
    pool.started -= 1; // died while idle: its place is free for a fresh one
  }
  if (pool.started < env().OCR_CONCURRENCY) return launch();
  if (pool.waiters.length >= env().OCR_QUEUE_MAX) throw busy();
  // Waiting for a worker counts against the request's time limit.
  const handed = await new Promise<Worker | null>((resolve, reject) => {
    const waiter: Waiter = {
      resolve: (w) => {
        clearTimeout(timer);
        resolve(w);
      },
    };
    const timer = setTimeout(
      () => {
        pool.waiters.splice(pool.waiters.indexOf(waiter), 1);
        reject(timedOut(timeoutMs));
      },
      Math.max(0, deadline - Date.now()),
    );
    pool.waiters.push(waiter);
  });
  // null: a worker died, so there is room to start a fresh one.
  return handed ?? acquire(deadline, timeoutMs);
}

function release(worker: Worker | null): void {
  const waiter = pool.waiters.shift();
  if (waiter) waiter.resolve(worker);
  else if (worker) pool.idle.push(worker);
}

/**
 * Starts one worker ahead of the first request (called when the server starts), so nobody waits
 * for tesseract to load its model. Does nothing when a worker already exists.
 */
export async function warmOcrWorker(): Promise<void> {
  if (pool.started > 0) return;
  const worker = await launch();
  try {
    // The first recognition also initialises the LSTM model (≈1–2 s of CPU): do it now, on a line of text.
    await worker.recognize(await warmUpImage(), PAGE_SEGMENTATION.singleBlock);
    release(worker);
  } catch (error) {
    pool.started -= 1;
    worker.terminate().catch(() => {});
    release(null);
    throw error;
  }
}

async function warmUpImage(): Promise<Buffer> {
  const { sharp } = await import('./sharp');
  // A few lines of screenshot-sized text, so the buffers a real screenshot needs are allocated too.
  const lines = [
    'Senior Backend Engineer',
    'Build and run payment services in Go and Python.',
    'Requirements: 5+ years, Kafka, PostgreSQL, AWS.',
    'Remote (EU) · Full-time · Apply by 30 June 2026',
  ];
  const text = lines
    .map(
      (l, i) =>
        `<text x="16" y="${40 + i * 34}" font-family="sans-serif" font-size="20">${l}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="180"><rect width="100%" height="100%" fill="#fff"/>${text}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * Runs `job` on one of at most OCR_CONCURRENCY reused tesseract workers (heavy work is bounded
 * per instance). At most OCR_QUEUE_MAX callers wait; beyond that the call fails at once with 503
 * and Retry-After. `timeoutMs` covers the wait and the work: a job past it is abandoned and its
 * worker terminated and replaced, not reused.
 */
export async function withOcrWorker<T>(
  job: (worker: Worker) => Promise<T>,
  timeoutMs = env().OCR_TIMEOUT_MS,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  const worker = await acquire(deadline, timeoutMs);
  let timer: NodeJS.Timeout | undefined;
  try {
    const running = job(worker);
    // If the deadline wins, the job's later rejection (its worker terminated) is expected.
    running.catch(() => {});
    const result = await Promise.race([
      running,
      // A job past its time is abandoned; its worker is terminated below, which stops the work.
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(timedOut(timeoutMs)), Math.max(0, deadline - Date.now()));
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
