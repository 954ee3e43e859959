import { describe, expect, it } from 'vitest';
import {
  MAX_BANDS,
  MAX_OUTPUT_HEIGHT,
  MAX_OUTPUT_PIXELS,
  MAX_OUTPUT_WIDTH,
  prepareImage,
  SPLIT_FROM_PX,
  TARGET_LINE_PX,
  TRIM_PAD_PX,
} from './prepare-image';
import { planBands } from './image-bands';
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

/**
 * A page of "text lines" drawn as black bars (the cutter sees ink, not letters): `lines` bars
 * 14 px tall with 10 px between them and a paragraph gap of 30 px every 8 lines, each bar 3 px
 * wider than the one above (so the order and the wholeness of every line can be read back).
 * `extra` is more SVG drawn on top.
 */
async function barsImage({
  width = 800,
  lines,
  left = 40,
  top = 40,
  margin = 40,
  extra = '',
}: {
  width?: number;
  lines: number;
  left?: number;
  top?: number;
  margin?: number;
  extra?: string;
}): Promise<Buffer> {
  const bars: string[] = [];
  let y = top;
  for (let i = 0; i < lines; i++) {
    bars.push(`<rect x="${left}" y="${y}" width="${120 + 3 * i}" height="14" fill="#000"/>`);
    y += 24 + (i % 8 === 7 ? 30 : 0);
  }
  const height = y + margin;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/>${bars.join('')}${extra}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Rows of a band with ink (any pixel darker than mid-grey), grouped into runs: top, bottom, inked width. */
async function inkRuns(png: Buffer) {
  const { data, info } = await sharp(png)
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const runs: { top: number; bottom: number; width: number }[] = [];
  let open: { top: number; bottom: number; width: number } | undefined;
  for (let y = 0; y < info.height; y++) {
    let first = -1;
    let last = -1;
    for (let x = 0; x < info.width; x++) {
      if (data[y * info.width + x]! < 128) {
        if (first < 0) first = x;
        last = x;
      }
    }
    if (first < 0) {
      open = undefined;
      continue;
    }
    if (!open) runs.push((open = { top: y, bottom: y, width: 0 }));
    open.bottom = y;
    open.width = Math.max(open.width, last - first + 1);
  }
  return { runs, height: info.height, width: info.width };
}

const size = async (png: Buffer) => {
  const m = await sharp(png).metadata();
  return { width: m.width!, height: m.height! };
};

describe('prepareImage', () => {
  it('scales small text up and big text down towards the target line height', async () => {
    const small = await prepareImage(await textImage(700, 8, 9));
    expect(small.scale).toBeGreaterThan(1.4);
    const big = await prepareImage(await textImage(2400, 8, 48));
    expect(big.scale).toBeLessThan(0.7);
    expect(TARGET_LINE_PX).toBeGreaterThan(10);
  });

  it('never hands tesseract more than the caps after upscaling: a tall strip of small text is shrunk to fit', async () => {
    // 9 px text wants ≈2× upscaling; 700 × ~7000 doubled would be 20 MP and 14 000 px tall.
    const tall = await textImage(700, 480, 9);
    const out = await prepareImage(tall, { parallel: 2 });
    expect(out.height).toBeLessThanOrEqual(MAX_OUTPUT_HEIGHT);
    expect(out.width).toBeLessThanOrEqual(MAX_OUTPUT_WIDTH);
    expect(out.width * out.height).toBeLessThanOrEqual(MAX_OUTPUT_PIXELS);
    expect(out.bands.length).toBeLessThanOrEqual(MAX_BANDS);
    for (const band of out.bands) {
      const s = await size(band);
      expect(s.width * s.height).toBeLessThanOrEqual(MAX_OUTPUT_PIXELS);
    }
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

  it('crops uniform margins, keeping a blank border of TRIM_PAD_PX', async () => {
    // 8 bars (the widest 141 px) at (300, 250) in a 1200 × 900 page: the rest is margin.
    const page = await barsImage({ width: 1200, lines: 8, left: 300, top: 250, margin: 450 });
    const out = await prepareImage(page);
    expect(out.bands).toHaveLength(1);
    const { runs, width, height } = await inkRuns(out.bands[0]!);
    expect(runs).toHaveLength(8);
    expect(width).toBeLessThan(141 * out.scale + 2 * TRIM_PAD_PX + 6);
    expect(height).toBeLessThan(8 * 24 * out.scale + 2 * TRIM_PAD_PX + 6);
    // The border kept: ink starts TRIM_PAD_PX (± resampling) from the top.
    expect(runs[0]!.top).toBeGreaterThanOrEqual(TRIM_PAD_PX - 2);
    expect(runs[0]!.top).toBeLessThanOrEqual(TRIM_PAD_PX + 2);
  });

  it('reads a small image as one band, and never splits when one worker reads it', async () => {
    const small = await prepareImage(await barsImage({ lines: 6 }), { parallel: 2 });
    expect(small.bands).toHaveLength(1);
    const tall = await prepareImage(await barsImage({ lines: 150 }), { parallel: 1 });
    expect(tall.bands).toHaveLength(1);
    expect((await inkRuns(tall.bands[0]!)).runs).toHaveLength(150);
  });

  it('cuts a dense screenful (many lines, not tall) into two bands when two workers read it', async () => {
    const dense = await barsImage({ width: 1600, lines: 30 });
    const out = await prepareImage(dense, { parallel: 2 });
    expect(out.height).toBeLessThan(SPLIT_FROM_PX);
    expect(out.bands).toHaveLength(2);
    const widths: number[] = [];
    for (const band of out.bands) widths.push(...(await inkRuns(band)).runs.map((r) => r.width));
    expect(widths).toHaveLength(30);
    for (let i = 1; i < widths.length; i++) expect(widths[i]).toBeGreaterThan(widths[i - 1]!);
    expect((await prepareImage(dense, { parallel: 1 })).bands).toHaveLength(1);
  }, 30_000);

  it('cuts a screenshot whose window edge and card border run down every row (ADR 255)', async () => {
    // A card border in two neighbouring greys down 70 % of the rows, and the desktop showing at
    // the right edge of the window in light greys: neither is text, and neither stops the cut.
    const lines = 30;
    const height = 40 + lines * 24 + 3 * 30 + 40;
    const extra =
      `<rect x="600" y="0" width="2" height="${Math.round(height * 0.35)}" fill="#c8c8c8"/>` +
      `<rect x="600" y="${Math.round(height * 0.35)}" width="2" height="${Math.round(height * 0.35)}" fill="#cfcfcf"/>` +
      Array.from(
        { length: 20 },
        (_, i) =>
          `<rect x="1590" y="${(i * height) / 20}" width="10" height="${height / 20}" fill="${i % 2 ? '#a0a0a0' : '#b8b8b8'}"/>`,
      ).join('');
    const out = await prepareImage(await barsImage({ width: 1600, lines, extra }), {
      parallel: 2,
    });
    expect(out.bands).toHaveLength(2);
    const widths: number[] = [];
    for (const band of out.bands) widths.push(...(await inkRuns(band)).runs.map((r) => r.width));
    expect(widths).toHaveLength(lines);
    for (let i = 1; i < widths.length; i++) expect(widths[i]).toBeGreaterThan(widths[i - 1]!);
  }, 30_000);

  it('cuts a tall capture into bands in blank rows only: every line whole, once, in order', async () => {
    const out = await prepareImage(await barsImage({ lines: 150 }), { parallel: 2 });
    expect(out.bands.length).toBeGreaterThanOrEqual(4);
    expect(out.bands.length).toBeLessThanOrEqual(MAX_BANDS);
    const widths: number[] = [];
    for (const band of out.bands) {
      const { runs, height } = await inkRuns(band);
      // A blank border above and below the text of every band.
      expect(runs[0]!.top).toBeGreaterThan(4);
      expect(height - 1 - runs.at(-1)!.bottom).toBeGreaterThan(4);
      widths.push(...runs.map((r) => r.width));
    }
    // 150 runs, each wider than the one before: no line was cut in two or read twice, order kept.
    expect(widths).toHaveLength(150);
    for (let i = 1; i < widths.length; i++) expect(widths[i]).toBeGreaterThan(widths[i - 1]!);
    // Bands follow each other and together cover the image.
    expect(out.rows[0]!.top).toBe(0);
    expect(out.rows.at(-1)!.bottom).toBe(out.height);
    for (let i = 1; i < out.rows.length; i++)
      expect(out.rows[i]!.top).toBeLessThan(out.rows[i - 1]!.bottom);
  }, 30_000);

  it('keeps a tall capture whole when no blank row runs across it', async () => {
    // A diagonal rule from corner to corner inks every row.
    const out = await prepareImage(
      await barsImage({
        lines: 150,
        extra: '<line x1="0" y1="0" x2="800" y2="4600" stroke="#000" stroke-width="3"/>',
      }),
      { parallel: 2 },
    );
    expect(out.bands).toHaveLength(1);
  }, 30_000);
});

describe('planBands', () => {
  const blank = (pattern: string) => Uint8Array.from(pattern, (c) => (c === '.' ? 1 : 0));

  it('cuts in the longest blank run near each ideal place, never in runs under 4 rows', () => {
    // Rows 10–13 blank (too far from the ideal cut at 20: a quarter band is ±5), 18–19 (too
    // short), 22–27 (chosen), 32–39 (the bottom margin, not a gap).
    const rows = blank(`${'#'.repeat(10)}....####..##......####${'.'.repeat(8)}`);
    expect(rows).toHaveLength(40);
    // Each band keeps the whole blank run as its margin.
    expect(planBands(rows, 2)).toEqual([
      { top: 0, bottom: 28 },
      { top: 22, bottom: 40 },
    ]);
  });

  it('returns one band when there is no gap to cut in', () => {
    expect(planBands(blank('####..####..####..####'), 4)).toEqual([{ top: 0, bottom: 22 }]);
  });

  it('shares the strokes of ink, not the rows, between the bands', () => {
    // Eight 4-row lines with 4-row gaps; the first four lines hold 1 pixel of ink per row, the
    // last four 10. Half the rows is at row 32; half the ink is reached in the 7th line.
    const pattern = '####....'.repeat(8);
    const rows = blank(pattern);
    const weight = Uint32Array.from(pattern, (c, y) => (c === '#' ? (y < 32 ? 1 : 10) : 0));
    expect(planBands(rows, 2)).toEqual([
      { top: 0, bottom: 32 },
      { top: 28, bottom: 64 },
    ]);
    expect(planBands(rows, 2, weight)).toEqual([
      { top: 0, bottom: 48 },
      { top: 44, bottom: 64 },
    ]);
  });
});
