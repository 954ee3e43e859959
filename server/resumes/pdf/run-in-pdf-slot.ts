import 'server-only';
import { AppError } from '@/server/http/app-error';
import { env } from '@/server/env';

// At most PDF_CONCURRENCY renders per server process; the rest wait in a short queue. A job
// that cannot finish (queue wait included) within PDF_TIMEOUT_MS is answered 503 + Retry-After.
let running = 0;
const waiting: Array<() => void> = [];

function busy(detail: string): AppError {
  return new AppError('UNAVAILABLE', detail, {
    headers: { 'retry-after': String(Math.max(1, Math.ceil(env().PDF_TIMEOUT_MS / 3000))) },
  });
}

function release(): void {
  running -= 1;
  const next = waiting.shift();
  if (next) next();
}

/** Runs `job` in a PDF slot; `job` gets the milliseconds it has left and an abort signal. */
export async function runInPdfSlot<T>(
  job: (left: { ms: number; signal: AbortSignal }) => Promise<T>,
): Promise<T> {
  const { PDF_CONCURRENCY: limit, PDF_TIMEOUT_MS: timeout } = env();
  const deadline = Date.now() + timeout;
  if (running >= limit) {
    if (waiting.length >= limit * 8)
      throw busy('PDF export is busy. Please try again in a moment.');
    await new Promise<void>((resolve, reject) => {
      const wake = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        const i = waiting.indexOf(wake);
        if (i >= 0) waiting.splice(i, 1);
        reject(busy('PDF export is busy. Please try again in a moment.'));
      }, timeout);
      waiting.push(wake);
    });
  }
  running += 1;
  const controller = new AbortController();
  const ms = Math.max(1, deadline - Date.now());
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(busy('PDF export timed out. Please try again.'));
    }, ms);
  });
  try {
    return await Promise.race([job({ ms, signal: controller.signal }), expired]);
  } finally {
    clearTimeout(timer);
    release();
  }
}
