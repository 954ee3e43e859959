import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetEnvForTests } from '@/server/env';
import { withOcrWorker } from '@/server/ocr/ocr-worker-pool';
import { sharp } from '@/server/ocr/sharp';
import { itemNumbers, tallCapture } from '@/server/ocr/test-captures';
import { callRoute } from '@/test/call-route';
import { createUser, type TestUser } from '@/test/factories';
import { characterErrorRate } from '@/test/fixtures/screenshots/cer';
import { POST } from './route';

const dir = 'test/fixtures/screenshots';
const shots = readdirSync(dir)
  .filter(
    (f) => /\.(png|jpg)$/.test(f) && existsSync(path.join(dir, f.replace(/\.\w+$/, '.gt.txt'))),
  )
  .sort();
const mime = (file: string) => (file.endsWith('.jpg') ? 'image/jpeg' : 'image/png');

function form(files: { bytes: Uint8Array; name: string; type: string }[]): FormData {
  const data = new FormData();
  for (const f of files)
    data.append('files', new Blob([f.bytes as BlobPart], { type: f.type }), f.name);
  return data;
}

const shot = (file: string) => ({
  bytes: readFileSync(path.join(dir, file)),
  name: file,
  type: mime(file),
});
const upload = (files: Parameters<typeof form>[0], token = user.token) =>
  callRoute(POST, { method: 'POST', path: '/api/get-jd-from/image', form: form(files), token });

let user: TestUser;
beforeAll(async () => {
  user = await createUser();
});

describe('POST /api/get-jd-from/image', () => {
  it.each(shots)(
    'reads %s (light, dark, small text, JPEG) to within 2% character error',
    async (file) => {
      const res = await upload([shot(file)]);
      expect(res.status).toBe(200);
      const truth = readFileSync(path.join(dir, file.replace(/\.\w+$/, '.gt.txt')), 'utf8');
      expect(characterErrorRate(res.body.job_description, truth)).toBeLessThanOrEqual(0.02);
      // Bullets are markers, not text: no line starts with a bullet glyph.
      expect(res.body.job_description).not.toMatch(/^[•●«·*]/m);
    },
  );

  it('reads a tall whole-page capture (cut into bands read side by side) in order, to within 2% character error', async () => {
    const { png, text } = await tallCapture();
    const res = await upload([{ bytes: png, name: 'whole-posting.png', type: 'image/png' }]);
    expect(res.status).toBe(200);
    const read: string = res.body.job_description;
    const numbers = itemNumbers(read);
    expect(numbers.length).toBeGreaterThanOrEqual(46);
    for (let i = 1; i < numbers.length; i++) expect(numbers[i]).toBeGreaterThan(numbers[i - 1]!);
    expect(characterErrorRate(read, text)).toBeLessThanOrEqual(0.02);
  }, 60_000);

  it('joins several screenshots in the order they were sent', async () => {
    const res = await upload([shot('data-analyst-dark.png'), shot('backend-engineer-light.png')]);
    expect(res.status).toBe(200);
    const text: string = res.body.job_description;
    expect(text.indexOf('Data Analyst, Growth')).toBeGreaterThanOrEqual(0);
    expect(text.indexOf('Senior Backend Engineer')).toBeGreaterThan(
      text.indexOf('Data Analyst, Growth'),
    );
  });

  it("answers 422 'Could not extract text from image.' for a blank image or an undecodable one", async () => {
    const blank = await sharp({
      create: { width: 900, height: 600, channels: 3, background: '#ffffff' },
    })
      .png()
      .toBuffer();
    const res = await upload([{ bytes: blank, name: 'blank.png', type: 'image/png' }]);
    expect(res.status).toBe(422);
    expect(res.body.detail).toBe('Could not extract text from image.');

    const png = readFileSync(path.join(dir, 'backend-engineer-light.png'));
    const truncated = png.subarray(0, 200);
    const broken = await upload([{ bytes: truncated, name: 'broken.png', type: 'image/png' }]);
    expect(broken.status).toBe(422);
    expect(broken.body.detail).toBe('Could not extract text from image.');
  });

  it('judges the type by magic bytes, not by the name or the declared type', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const res = await upload([{ bytes: pdf, name: 'job.png', type: 'image/png' }]);
    expect(res.status).toBe(415);
    const text = await upload([
      { bytes: Buffer.from('Senior engineer wanted'), name: 'job.jpg', type: 'image/jpeg' },
    ]);
    expect(text.status).toBe(415);
    // A real PNG with a misleading name and type is accepted.
    const renamed = await upload([
      { ...shot('product-designer-small-text.png'), name: 'post.txt', type: 'text/plain' },
    ]);
    expect(renamed.status).toBe(200);
  });

  it('takes 1 to 5 files of at most 10 MB', async () => {
    const six = await upload(
      Array.from({ length: 6 }, () => shot('product-designer-small-text.png')),
    );
    expect(six.status).toBe(422);
    expect(six.body.detail).toMatch(/at most 5/);
    const none = await upload([]);
    expect(none.status).toBe(422);
    const big = Buffer.concat([
      readFileSync(path.join(dir, 'backend-engineer-light.png')),
      Buffer.alloc(10 * 1024 * 1024),
    ]);
    const tooBig = await upload([{ bytes: big, name: 'big.png', type: 'image/png' }]);
    expect(tooBig.status).toBe(413);
  });

  it('refuses a 400 × 100 000 screenshot with a 422 naming the problem, quickly, instead of upscaling it', async () => {
    const strip = await sharp({
      create: { width: 400, height: 100_000, channels: 3, background: '#ffffff' },
    })
      .png()
      .toBuffer();
    const t0 = Date.now();
    const res = await upload([{ bytes: strip, name: 'tall.png', type: 'image/png' }]);
    expect(res.status).toBe(422);
    expect(res.body.detail).toMatch(/too large to read/);
    expect(Date.now() - t0).toBeLessThan(3000);
  }, 30_000);

  describe('with a bounded queue', () => {
    const saved = { ...process.env };
    afterEach(() => {
      process.env = { ...saved };
      resetEnvForTests();
    });

    /** Holds the only worker until the returned function is called. */
    async function occupyWorker(): Promise<() => void> {
      let done!: () => void;
      let started!: () => void;
      const running = new Promise<void>((r) => (started = r));
      void withOcrWorker(() => {
        started();
        return new Promise<void>((r) => (done = r));
      });
      await running;
      return done;
    }

    it('answers 503 with Retry-After when the OCR queue is full, and reads again once it drains', async () => {
      process.env.OCR_CONCURRENCY = '1';
      process.env.OCR_QUEUE_MAX = '0';
      resetEnvForTests();
      const release = await occupyWorker();
      const res = await upload([shot('product-designer-small-text.png')]);
      expect(res.status).toBe(503);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(res.body.code).toBe('UNAVAILABLE');
      release();
      const after = await upload([shot('product-designer-small-text.png')]);
      expect(after.status).toBe(200);
    }, 60_000);

    it('answers 503 with Retry-After, not "no text", when reading runs past OCR_TIMEOUT_MS', async () => {
      process.env.OCR_CONCURRENCY = '1';
      process.env.OCR_QUEUE_MAX = '4';
      resetEnvForTests();
      const release = await occupyWorker();
      // Only the request under test gets the short limit, not the job holding the worker.
      process.env.OCR_TIMEOUT_MS = '300';
      resetEnvForTests();
      const res = await upload([shot('product-designer-small-text.png')]);
      release();
      expect(res.status).toBe(503);
      expect(res.body.code).toBe('UNAVAILABLE');
      expect(res.body.detail).toMatch(/took longer than 300 ms/);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }, 60_000);

    it("counts a request's wait for a worker against its time limit", async () => {
      process.env.OCR_CONCURRENCY = '1';
      process.env.OCR_QUEUE_MAX = '4';
      resetEnvForTests();
      const release = await occupyWorker();
      let ran = false;
      const t0 = Date.now();
      await expect(withOcrWorker(async () => void (ran = true), 300)).rejects.toThrow(
        /longer than 300 ms/,
      );
      expect(Date.now() - t0).toBeLessThan(2000);
      expect(ran).toBe(false);
      release();
    }, 60_000);
  });

  it('needs a signed-in user', async () => {
    const res = await upload([shot('product-designer-small-text.png')], '');
    expect(res.status).toBe(401);
  });
});
