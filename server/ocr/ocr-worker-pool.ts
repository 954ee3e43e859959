import 'server-only';
import { availableParallelism } from 'node:os';
import { env } from '@/server/env';
import { AppError } from '@/server/http/app-error';
import { log } from '@/server/log';
import { PAGE_SEGMENTATION, startOcrChild, type OcrChild } from './start-ocr-child';

/** A pooled OCR worker: a warm child process with one tesseract worker (ADR 104). */
export type Worker = OcrChild;

type Waiter = { resolve: (w: Worker | null) => void };
type Pool = { idle: Worker[]; started: number; waiters: Waiter[] };
const pool: Pool = { idle: [], started: 0, waiters: [] };

/**
 * The most OCR child processes per instance (≈130 MB each once warm): OCR_CONCURRENCY, by default
 * min(2, cores), so one tall capture's bands are read on two cores at once (ADR 096 addendum).
 */
export function ocrPoolSize(): number {
  return env().OCR_CONCURRENCY ?? Math.min(2, availableParallelism());
}

/** How many workers one recognition may use for its bands: the pool, at most one per core. */
export function ocrWorkersPerImage(): number {
  return Math.max(1, Math.min(ocrPoolSize(), availableParallelism()));
}

// A failing worker must not take the server down: it is logged, and the job's promise rejects.
const startWorker = () => startOcrChild((message) => log.error({ message }, 'ocr worker error'));

/** Starts a worker and counts it, so the pool never holds more than its size. */
async function launch(): Promise<Worker> {
  pool.started += 1;
  try {
    return await startWorker();
  } catch (error) {
    pool.started -= 1;
    throw error;
  }
}

/** Drops a worker from the pool for good (failed, overran, or the pool was made smaller). */
function retire(worker: Worker): void {
  pool.started -= 1;
  worker.terminate().catch(() => {});
}

/** A queue-full refusal a client can retry: 503 with Retry-After. */
function busy(): AppError {
  return new AppError('UNAVAILABLE', 'Text recognition is busy. Try again in a few seconds.', {
    headers: { 'Retry-After': '5' },
  });
}

/** A read past its time limit (a busy machine, a very tall capture): 503 a client can retry, not "no text". */
function timedOut(ms: number): AppError {
  return new AppError(
    'UNAVAILABLE',
    `Text recognition took longer than ${ms} ms. Try again in a few seconds.`,
    { headers: { 'Retry-After': '5' } },
  );
}

/** An idle worker that is still alive, if any (dead ones, and any beyond the pool's size, are dropped). */
function takeIdle(): Worker | undefined {
  for (let ready = pool.idle.pop(); ready; ready = pool.idle.pop()) {
    if (!ready.alive()) {
      pool.started -= 1; // died while idle: its place is free for a fresh one
      continue;
    }
    if (pool.started > ocrPoolSize()) {
      retire(ready); // OCR_CONCURRENCY was lowered
      continue;
    }
    return ready;
  }
  return undefined;
}

async function acquire(deadline: number, timeoutMs: number): Promise<Worker> {
  const ready = takeIdle();
  if (ready) return ready;
  if (pool.started < ocrPoolSize()) return launch();
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
  else if (worker && pool.started > ocrPoolSize()) {
    retire(worker);
  } else if (worker) pool.idle.push(worker);
}

/**
 * Starts the pool's workers ahead of the first request (called when the server starts), so nobody
 * waits for tesseract to load its model, and a tall capture's bands find a warm worker each. Starts
 * only the missing ones; they start side by side.
 */
export async function warmOcrWorker(): Promise<void> {
  const missing = Math.max(0, ocrPoolSize() - pool.started);
  const image = missing ? await warmUpImage() : undefined;
  const results = await Promise.allSettled(
    Array.from({ length: missing }, async () => {
      const worker = await launch();
      try {
        // The first recognition also initialises the LSTM model (≈1–2 s of CPU): do it now, on a line of text.
        await worker.recognize(image!, PAGE_SEGMENTATION.singleBlock);
        release(worker);
      } catch (error) {
        retire(worker);
        release(null);
        throw error;
      }
    }),
  );
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
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
 * Runs `job` on one of the pool's reused tesseract workers (at most ocrPoolSize per instance: heavy
 * work is bounded). At most OCR_QUEUE_MAX callers wait; beyond that the call fails at once with 503
 * and Retry-After. `timeoutMs` covers the wait and the work: a job past it is abandoned and its
 * worker terminated and replaced, not reused.
 */
export async function withOcrWorker<T>(
  job: (worker: Worker) => Promise<T>,
  timeoutMs = env().OCR_TIMEOUT_MS,
): Promise<T> {
  const [result] = await withOcrWorkers([undefined], (worker) => job(worker), {
    timeoutMs,
    maxWorkers: 1,
  });
  return result as T;
}

/**
 * Runs `run` on every task (the bands of one image) and resolves with the results in task order.
 * The call takes its first worker as withOcrWorker does (it waits in the bounded queue, or gets
 * 503), then up to `maxWorkers` − 1 more only if they are free now: idle, or startable within the
 * pool's size (a worker still starting joins in when it is ready). It never queues for them, so a
 * request holds one place in the queue however many bands it has. Each worker takes the next task
 * when it finishes one and goes back to the pool when none is left. `timeoutMs` covers the wait and
 * all the tasks: past it the call rejects and the workers still busy for it are terminated. A task
 * that fails rejects the call and its worker is replaced; the others finish the task in hand.
 */
export async function withOcrWorkers<T, R>(
  tasks: readonly T[],
  run: (worker: Worker, task: T) => Promise<R>,
  {
    timeoutMs = env().OCR_TIMEOUT_MS,
    maxWorkers = ocrWorkersPerImage(),
  }: { timeoutMs?: number; maxWorkers?: number } = {},
): Promise<R[]> {
  if (tasks.length === 0) return [];
  const deadline = Date.now() + timeoutMs;
  const first = await acquire(deadline, timeoutMs);
  const results: R[] = new Array<R>(tasks.length);
  let next = 0;
  let done = 0;
  let settled = false;
  const busyWorkers = new Set<Worker>();

  return new Promise<R[]>((resolve, reject) => {
    const finish = (error?: unknown) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error === undefined) resolve(results);
      else reject(error);
    };
    const timer = setTimeout(
      () => {
        // Abandon the work: the workers still on it are terminated, which stops it.
        for (const worker of busyWorkers) {
          retire(worker);
          release(null);
        }
        busyWorkers.clear();
        finish(timedOut(timeoutMs));
      },
      Math.max(0, deadline - Date.now()),
    );
    const drive = async (worker: Worker) => {
      while (!settled && next < tasks.length) {
        const i = next++;
        busyWorkers.add(worker);
        let result: R;
        try {
          result = await run(worker, tasks[i]!);
        } catch (error) {
          // Terminated by the deadline (already retired), or the task failed: replace the worker.
          if (busyWorkers.delete(worker)) {
            retire(worker);
            release(null);
          }
          finish(error);
          return;
        }
        if (!busyWorkers.delete(worker)) return; // retired by the deadline meanwhile
        results[i] = result;
        done += 1;
        if (done === tasks.length) finish();
      }
      release(worker);
    };
    void drive(first);
    // More workers for the other tasks, only those free right now.
    const extra = Math.min(maxWorkers, tasks.length) - 1;
    for (let k = 0; k < extra && !settled && next < tasks.length; k++) {
      const idle = takeIdle();
      if (idle) {
        void drive(idle);
        continue;
      }
      if (pool.waiters.length > 0 || pool.started >= ocrPoolSize()) break;
      launch().then(
        (worker) => void drive(worker),
        (error: unknown) => log.warn({ err: error }, 'an extra ocr worker did not start'),
      );
    }
  });
}
