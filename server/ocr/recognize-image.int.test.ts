// The OCR worker pool under abuse: concurrency beyond the limit queues, and a job that fails or
// overruns its time, or an OCR child process that dies, does not poison the pool or the server.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withOcrWorker } from './ocr-worker-pool';
import { recognizeImage } from './recognize-image';
import { sharp } from './sharp';

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
});
