import { describe, expect, it } from 'vitest';
import {
  MAX_OUTPUT_HEIGHT,
  MAX_OUTPUT_PIXELS,
  MAX_OUTPUT_WIDTH,
  prepareImage,
  TARGET_LINE_PX,
} from './prepare-image';
import { sharp } from './sharp';

/** A white image with `lines` lines of black text `fontPx` tall, `width` wide. */
async function textImage(width: number, lines: number, fontPx: number): Promise<Buffer> {
  const gap = Math.round(fontPx * 1.6);
  const height = lines * gap + gap;
  const rows = Array.from(
    { length: lines },
    (_, i) =>
      `<text x="8" y="${(i + 1) * gap}" font-family="sans-serif" font-size="${fontPx}">Build reliable payment services with Kafka and Go ${i}</text>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/>${rows}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const size = async (png: Buffer) => {
  const m = await sharp(png).metadata();
  return { width: m.width!, height: m.height! };
};

describe('prepareImage', () => {
  it('scales small text up and big text down towards the target line height', async () => {
    const small = await size(await prepareImage(await textImage(700, 8, 9)));
    expect(small.width).toBeGreaterThan(700 * 1.4);
    const big = await size(await prepareImage(await textImage(2400, 8, 48)));
    expect(big.width).toBeLessThan(2400 * 0.7);
    expect(TARGET_LINE_PX).toBeGreaterThan(10);
  });

  it('never hands tesseract more than the caps after upscaling: a tall strip of small text is shrunk to fit', async () => {
    // 9 px text wants ≈2× upscaling; 700 × ~7000 doubled would be 20 MP and 14 000 px tall.
    const tall = await textImage(700, 480, 9);
    const out = await size(await prepareImage(tall));
    expect(out.height).toBeLessThanOrEqual(MAX_OUTPUT_HEIGHT);
    expect(out.width).toBeLessThanOrEqual(MAX_OUTPUT_WIDTH);
    expect(out.width * out.height).toBeLessThanOrEqual(MAX_OUTPUT_PIXELS);
  }, 30_000);

  it('refuses a 400 × 100 000 PNG with a 422 instead of scaling it to hundreds of megapixels', async () => {
    const strip = await sharp({
      create: { width: 400, height: 100_000, channels: 3, background: '#ffffff' },
    })
      .png()
      .toBuffer();
    await expect(prepareImage(strip)).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      message: expect.stringMatching(/too large to read \(400 × 100000 px\)/),
    });
  }, 30_000);
});
