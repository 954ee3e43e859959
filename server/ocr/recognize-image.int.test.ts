// The OCR worker pool under abuse: concurrency beyond the limit queues, and a job that fails or
// overruns its time, or an OCR child process that dies, does not poison the pool or the server.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { resetEnvForTests } from '@/server/env';
import { warmOcrWorker, withOcrWorker, withOcrWorkers } from './ocr-worker-pool';
import { prepareImage } from './prepare-image';
import { recognizeImage } from './recognize-image';
import { sharp } from './sharp';
import { itemNumbers, tallCapture } from './test-captures';

const shot = readFileSync('test/fixtures/screenshots/product-designer-small-text.png');

describe('recognizeImage and the OCR worker pool', () => {
  it('serves more callers than OCR_CONCURRENCY at once, each with its own text', async () => {
    const results = await Promise.all([
      recognizeImage(shot),
      recognizeImage(shot),
      recognizeImage(shot),
    ]);
    for (const r of results) expect(r.text).toContain('Product Designer');
  });

  it('replaces a worker whose job overran its time, and keeps working', async () => {
    await expect(withOcrWorker((worker) => worker.recognize(shot, 6), 1)).rejects.toThrow(
      /longer than 1 ms/,
    );
    const { text } = await recognizeImage(shot);
    expect(text).toContain('Kestrel Finance');
  });

  it('throws on bytes that are not an image, and keeps working', async () => {
    await expect(recognizeImage(Buffer.from('not an image'))).rejects.toThrow();
    const blank = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#000' },
    })
      .png()
      .toBuffer();
    expect((await recognizeImage(blank)).text).toBe('');
    expect((await recognizeImage(shot)).text).toContain('usability studies');
  });

  it('runs tesseract in a child process: one killed mid-job fails that job only, one killed while idle is replaced', async () => {
    let pid: number | undefined;
    const killedMidJob = withOcrWorker((worker) => {
      pid = worker.pid;
      const job = worker.recognize(shot, 6);
      process.kill(worker.pid ?? 0, 'SIGKILL');
      return job;
    });
    await expect(killedMidJob).rejects.toThrow(/OCR process/);
    expect(pid).not.toBe(process.pid);
    expect((await recognizeImage(shot)).text).toContain('Product Designer');

    const idle = await withOcrWorker(async (worker) => worker.pid);
    process.kill(idle ?? 0, 'SIGKILL');
    await new Promise((r) => setTimeout(r, 300));
    expect((await recognizeImage(shot)).text).toContain('Product Designer');
  });

  it('reads a 4K-wide screenshot (scaled down first)', async () => {
    const wide = await sharp(shot).resize({ width: 3840 }).png().toBuffer();
    const { text } = await recognizeImage(wide);
    expect(text).toContain('Product Designer');
  });

  describe('with a tall capture read in bands', () => {
    const saved = { ...process.env };
    afterEach(() => {
      process.env = { ...saved };
      resetEnvForTests();
    });
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

    it('reads the bands on two workers at once and gives the results in task order', async () => {
      process.env.OCR_CONCURRENCY = '2';
      resetEnvForTests();
      await warmOcrWorker(); // both workers started, as at server start
      const pids = new Set<number | undefined>();
      const results = await withOcrWorkers(
        [1, 2, 3, 4, 5, 6],
        async (worker, task) => {
          pids.add(worker.pid);
          // Early tasks finish last: the order of the results is the tasks', not the finishing order.
          await sleep(40 * (7 - task));
          return task * 10;
        },
        { maxWorkers: 2 },
      );
      expect(results).toEqual([10, 20, 30, 40, 50, 60]);
      expect(pids.size).toBe(2);
    });

    it('takes only free workers for its bands: with the other one busy it reads them all on one', async () => {
      process.env.OCR_CONCURRENCY = '2';
      process.env.OCR_QUEUE_MAX = '0';
      resetEnvForTests();
      await warmOcrWorker();
      let done!: () => void;
      let started!: () => void;
      const running = new Promise<void>((r) => (started = r));
      const held = withOcrWorker(() => {
        started();
        return new Promise<void>((r) => (done = r));
      });
      await running;
      const pids = new Set<number | undefined>();
      const results = await withOcrWorkers(
        ['a', 'b', 'c'],
        async (worker, task) => {
          pids.add(worker.pid);
          return task;
        },
        { maxWorkers: 2 },
      );
      expect(results).toEqual(['a', 'b', 'c']);
      expect(pids.size).toBe(1);
      // Both busy and no queue: the next request is refused at once, however many bands it has.
      const release = withOcrWorker(() => new Promise<void>((r) => setTimeout(r, 200)));
      await expect(withOcrWorkers([1, 2, 3], async () => 0)).rejects.toMatchObject({
        code: 'UNAVAILABLE',
      });
      done();
      await held;
      await release;
    });

    it("counts every band against the request's time limit, and the pool recovers", async () => {
      process.env.OCR_CONCURRENCY = '2';
      resetEnvForTests();
      const t0 = Date.now();
      await expect(
        withOcrWorkers([1, 2, 3, 4], (worker) => worker.recognize(shot, 6).then(() => sleep(400)), {
          timeoutMs: 500,
          maxWorkers: 2,
        }),
      ).rejects.toMatchObject({ code: 'UNAVAILABLE', message: /longer than 500 ms/ });
      expect(Date.now() - t0).toBeLessThan(3000);
      // A band that fails fails the request; the workers are replaced and the next read works.
      await expect(
        withOcrWorkers([1, 2], async (_worker, task) => {
          if (task === 2) throw new Error('band failed');
          return task;
        }),
      ).rejects.toThrow('band failed');
      expect((await recognizeImage(shot)).text).toContain('Product Designer');
    }, 60_000);

    it('reads a tall generated capture in bands, every line in order', async () => {
      process.env.OCR_CONCURRENCY = '2';
      resetEnvForTests();
      const { png, text } = await tallCapture();
      expect((await prepareImage(png, { parallel: 2 })).bands.length).toBeGreaterThan(1);
      const read = await recognizeImage(png, { kind: 'screenshot' });
      const numbers = itemNumbers(read.text);
      expect(numbers.length).toBeGreaterThanOrEqual(46);
      for (let i = 1; i < numbers.length; i++) expect(numbers[i]).toBeGreaterThan(numbers[i - 1]!);
      expect(read.text).toContain('Measure latency and fix the slowest requests first');
      expect(text.split('\n')).toHaveLength(48);
    }, 60_000);
  });
});
