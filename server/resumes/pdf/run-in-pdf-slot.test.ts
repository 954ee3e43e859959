import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '@/server/http/app-error';
import { resetEnvForTests } from '@/server/env';
import { runInPdfSlot } from './run-in-pdf-slot';

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const t = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(t);
      resolve();
    });
  });

describe('runInPdfSlot', () => {
  beforeEach(() => {
    process.env.PDF_CONCURRENCY = '2';
    process.env.PDF_TIMEOUT_MS = '400';
    resetEnvForTests();
  });
  afterEach(() => {
    delete process.env.PDF_CONCURRENCY;
    delete process.env.PDF_TIMEOUT_MS;
    resetEnvForTests();
  });

  it('runs at most PDF_CONCURRENCY jobs at once and queues the rest', async () => {
    let active = 0;
    let peak = 0;
    const job = () =>
      runInPdfSlot(async () => {
        active += 1;
        peak = Math.max(peak, active);
        await sleep(40);
        active -= 1;
        return 'ok';
      });
    expect(await Promise.all([job(), job(), job(), job(), job()])).toEqual([
      'ok',
      'ok',
      'ok',
      'ok',
      'ok',
    ]);
    expect(peak).toBe(2);
  });

  it('answers 503 with Retry-After when a job overruns, and when the queue wait exceeds the timeout', async () => {
    const slow = () => runInPdfSlot(({ signal }) => sleep(2000, signal).then(() => 'late'));
    const results = await Promise.allSettled([slow(), slow(), slow()]);
    for (const r of results) {
      expect(r.status).toBe('rejected');
      const error = (r as PromiseRejectedResult).reason as AppError;
      expect(error).toBeInstanceOf(AppError);
      expect(error.status).toBe(503);
      expect(Number(error.headers['retry-after'])).toBeGreaterThan(0);
    }
    // The slots were released: a quick job runs right away.
    expect(await runInPdfSlot(async () => 'fine')).toBe('fine');
  });

  it('aborts the overrunning job and frees its slot', async () => {
    let aborted = false;
    await expect(
      runInPdfSlot(async ({ signal }) => {
        await sleep(2000, signal);
        aborted = signal.aborted;
      }),
    ).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    await sleep(5);
    expect(aborted).toBe(true);
  });
});
