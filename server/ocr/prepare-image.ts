import 'server-only';
import { AppError } from '@/server/http/app-error';
import {
  borderBackground,
  INK_TOLERANCE,
  inkedRuns,
  inkRows,
  planBands,
  type GrayImage,
} from './image-bands';
import { sharp } from './sharp';

/**
 * Tesseract reads best when a line of text is about as tall as body text scanned at 300 dpi
 * (10–12 pt → capitals ≈ 30–40 px, x-height ≈ 20 px). Screenshots are scaled so their text
 * lines reach that size: small text is enlarged, and big text (4K, zoomed pages) shrunk, which
 * is faster and no less accurate; text already near it is left alone (KEEP_LINE_PX). See
 * bench/ai/ocr.ts for the figures behind the target.
 */
export const TARGET_LINE_PX = 20;
/**
 * Lines already 14–24 px tall are read at their own size: tesseract reads them as well (CER 0.12 %
 * against 0.05 % on the bench's images, at most 0.30 %) for 30 % less CPU on tall captures than
 * scaling them to 20 px (ADR 096 addendum). Smaller text is still enlarged, larger text shrunk.
 */
export const KEEP_LINE_PX: readonly [number, number] = [14, 24];
const MAX_SCALE = 3;
const MIN_SCALE = 0.4;
/** Refuse decompression bombs before decoding (≈ 8000 × 5000). */
export const MAX_INPUT_PIXELS = 40_000_000;
/** What tesseract is given, after any scaling: width, height and total pixels. */
export const MAX_OUTPUT_WIDTH = 4000;
export const MAX_OUTPUT_HEIGHT = 12_000;
export const MAX_OUTPUT_PIXELS = 16_000_000;
/** Text lines smaller than this after fitting the caps cannot be read: the image is refused. */
const MIN_READABLE_LINE_PX = 12;
const MIN_FIT_SCALE = 0.5;

/** Blank border kept around the text when uniform margins are cropped (tesseract wants a little). */
export const TRIM_PAD_PX = 12;
/**
 * Split images at least this tall once prepared, or holding at least SPLIT_FROM_LINES text lines
 * (a dense 1920 × 1080 screenful costs as much to read as a tall capture: ADR 255); bands are
 * about BAND_PX tall, at least two.
 */
export const SPLIT_FROM_PX = 1200;
export const SPLIT_FROM_LINES = 12;
/** Text lines are counted again on the prepared rows of images at least this tall (SPLIT_FROM_LINES). */
const RECOUNT_FROM_PX = 400;
export const BAND_PX = 700;
export const MAX_BANDS = 8;

function tooLarge(width: number, height: number): AppError {
  return new AppError(
    'VALIDATION_ERROR',
    `The image is too large to read (${width} × ${height} px). Crop it to the job description, or split it into several screenshots.`,
  );
}

/** The mean of the pixels. */
function mean(data: Buffer): number {
  let sum = 0;
  for (let i = 0; i < data.length; i++) sum += data[i]!;
  return data.length ? sum / data.length : 255;
}

/** Light on dark becomes dark on light, in place. */
function invert(data: Buffer): void {
  for (let i = 0; i < data.length; i++) data[i] = 255 - data[i]!;
}

/**
 * Stretches the contrast so the darkest 1 % of pixels become black and the lightest 1 % white
 * (sharp's normalise(), in place on the bytes: one histogram, one lookup table).
 */
function normalise(data: Buffer): void {
  const hist = new Uint32Array(256);
  for (let i = 0; i < data.length; i++) hist[data[i]!]!++;
  const cut = data.length * 0.01;
  let lo = 0;
  for (let seen = 0; lo < 255 && (seen += hist[lo]!) <= cut;) lo++;
  let hi = 255;
  for (let seen = 0; hi > 0 && (seen += hist[hi]!) <= cut;) hi--;
  if (hi <= lo) return;
  const lut = new Uint8Array(256);
  for (let v = 0; v < 256; v++)
    lut[v] = Math.max(0, Math.min(255, Math.round(((v - lo) * 255) / (hi - lo))));
  for (let i = 0; i < data.length; i++) data[i] = lut[data[i]!]!;
}

/**
 * The text lines of an image: rows with ink, grouped into runs — how many, and their median
 * height (px, in the original image; null with fewer than two).
 */
async function textLines(
  gray: ReturnType<typeof sharp>,
  width: number,
  height: number,
): Promise<{ median: number | null; count: number }> {
  // Columns averaged down to ≤ 256 (ink spreads along the row), rows kept up to 4000.
  const rows = Math.min(height, 4000);
  const cols = Math.min(width, 256);
  const { data } = await gray
    .clone()
    .resize({ width: cols, height: rows, fit: 'fill', kernel: 'cubic' })
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const rowInk: number[] = [];
  let background = 0;
  for (let y = 0; y < rows; y++) {
    let min = 255;
    let sum = 0;
    for (let x = 0; x < cols; x++) {
      const v = data[y * cols + x]!;
      sum += v;
      if (v < min) min = v;
    }
    rowInk.push(min);
    background += sum / cols;
  }
  background /= rows;
  const threshold = background - 40;
  const runs: number[] = [];
  let run = 0;
  for (const ink of rowInk) {
    if (ink < threshold) run++;
    else if (run) {
      runs.push(run);
      run = 0;
    }
  }
  if (run) runs.push(run);
  const lines = runs.filter((r) => r >= 3).sort((a, b) => a - b);
  if (lines.length < 2) return { median: null, count: lines.length };
  return { median: (lines[Math.floor(lines.length / 2)]! * height) / rows, count: lines.length };
}

/**
 * The box holding everything that is not the uniform margin (pixels within INK_TOLERANCE of the
 * border's background colour), grown by TRIM_PAD_PX and kept inside the image. A blank image keeps
 * its whole area. One pass over the pixels.
 */
export function contentBox(image: GrayImage): {
  left: number;
  top: number;
  width: number;
  height: number;
} {
  const { data, width, height } = image;
  const bg = borderBackground(image);
  let top = height;
  let bottom = -1;
  let left = width;
  let right = -1;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let first = -1;
    let last = -1;
    for (let x = 0; x < width; x++) {
      const d = data[row + x]! - bg;
      if (d > INK_TOLERANCE || d < -INK_TOLERANCE) {
        if (first < 0) first = x;
        last = x;
      }
    }
    if (first < 0) continue;
    if (y < top) top = y;
    bottom = y;
    if (first < left) left = first;
    if (last > right) right = last;
  }
  if (bottom < 0) return { left: 0, top: 0, width, height };
  const x0 = Math.max(0, left - TRIM_PAD_PX);
  const y0 = Math.max(0, top - TRIM_PAD_PX);
  const x1 = Math.min(width, right + 1 + TRIM_PAD_PX);
  const y1 = Math.min(height, bottom + 1 + TRIM_PAD_PX);
  return { left: x0, top: y0, width: x1 - x0, height: y1 - y0 };
}

/** The rows of `image` inside `box`, as an image of their own. */
function crop(image: GrayImage, box: ReturnType<typeof contentBox>): GrayImage {
  if (box.width === image.width && box.height === image.height) return image;
  const data = Buffer.allocUnsafe(box.width * box.height);
  for (let y = 0; y < box.height; y++) {
    const from = (box.top + y) * image.width + box.left;
    image.data.copy(data, y * box.width, from, from + box.width);
  }
  return { data, width: box.width, height: box.height };
}

/** What recognizeImage hands to tesseract: the prepared image as PNG bands, top to bottom. */
export type PreparedImage = {
  /** PNG, top to bottom; one unless the image was split. */
  bands: Buffer[];
  /** The bands' rows in the prepared, cropped image: [top, bottom). */
  rows: { top: number; bottom: number }[];
  /** The prepared image's size after scaling and cropping its margins. */
  width: number;
  height: number;
  /** The scale applied to the upload. */
  scale: number;
};

export type PrepareImageOptions = {
  targetLinePx?: number;
  /** Text lines already within [min, max] px are read at their own size (default KEEP_LINE_PX; null: none). */
  keepLinePx?: readonly [number, number] | null;
  /**
   * How many OCR workers may read this image's bands at once: a tall image (≥ SPLIT_FROM_PX once
   * prepared) is cut into a multiple of this many bands of about BAND_PX. 1 (the default): one band.
   */
  parallel?: number;
};

/**
 * Turns an uploaded screenshot into what tesseract reads best: upright, grayscale, dark text
 * on a light background (dark-mode screenshots are inverted), scaled so text lines are about
 * TARGET_LINE_PX tall, and never larger than MAX_OUTPUT_* after scaling (a 400 × 100 000 strip is
 * not blown up to 360 megapixels: it is shrunk to fit, or refused when its text would become
 * unreadable). Uniform margins are cropped (TRIM_PAD_PX kept), and a tall image is cut into
 * horizontal bands between text lines when `parallel` workers can read them at once. PNG out.
 */
export async function prepareImage(
  input: Buffer,
  {
    targetLinePx = TARGET_LINE_PX,
    keepLinePx = KEEP_LINE_PX,
    parallel = 1,
  }: PrepareImageOptions = {},
): Promise<PreparedImage> {
  const base = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  const meta = await base.metadata();
  const width = meta.autoOrient?.width ?? meta.width ?? 0;
  const height = meta.autoOrient?.height ?? meta.height ?? 0;
  if (!width || !height) throw new Error('image has no size');
  if (width * height > MAX_INPUT_PIXELS) throw tooLarge(width, height);
  // Before decoding: an image that must shrink below MIN_FIT_SCALE to fit the caps would have no legible text left.
  const fits = Math.min(
    MAX_OUTPUT_WIDTH / width,
    MAX_OUTPUT_HEIGHT / height,
    Math.sqrt(MAX_OUTPUT_PIXELS / (width * height)),
  );
  if (fits < MIN_FIT_SCALE) throw tooLarge(width, height);
  // Decoded once, to one byte per pixel; the rest works on those bytes (sharp's stats() and
  // normalise() each decoded and resized the image again: 2/3 of the preparation's CPU).
  const decoded = await base
    .flatten({ background: '#ffffff' })
    .grayscale()
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const original: GrayImage = {
    data: decoded.data,
    width: decoded.info.width,
    height: decoded.info.height,
  };
  if (mean(original.data) < 110) invert(original.data);
  const raw = { raw: { width: original.width, height: original.height, channels: 1 as const } };

  const lines = await textLines(sharp(original.data, raw), original.width, original.height);
  const line = lines.median;
  const keep = line && keepLinePx && line >= keepLinePx[0] && line <= keepLinePx[1];
  const wanted = line && !keep ? Math.min(MAX_SCALE, Math.max(MIN_SCALE, targetLinePx / line)) : 1;
  let scale = Math.min(wanted, fits);
  if (scale < wanted && (line ? line * scale : 24 * scale) < MIN_READABLE_LINE_PX) {
    throw tooLarge(width, height);
  }
  if (Math.abs(scale - 1) <= 0.05) scale = 1;
  const { data, info } =
    scale !== 1
      ? await sharp(original.data, raw)
          .resize({
            width: Math.max(1, Math.round(original.width * scale)),
            height: Math.max(1, Math.round(original.height * scale)),
            fit: 'fill',
            kernel: 'lanczos3',
          })
          .extractChannel(0)
          .raw()
          .toBuffer({ resolveWithObject: true })
      : { data: original.data, info: original };
  normalise(data);
  const whole: GrayImage = { data, width: info.width, height: info.height };
  const image = crop(whole, contentBox(whole));

  // Worth cutting: a tall image, or one with many text lines (counted coarsely above; for an image
  // of more than a few lines, again on the prepared rows, which sees thin text the coarse count misses).
  const ink =
    parallel > 1 && (image.height >= RECOUNT_FROM_PX || lines.count >= SPLIT_FROM_LINES)
      ? inkRows(image)
      : null;
  const split =
    ink &&
    (image.height >= SPLIT_FROM_PX ||
      lines.count >= SPLIT_FROM_LINES ||
      inkedRuns(ink.blank) >= SPLIT_FROM_LINES);
  const wantedBands = split
    ? Math.min(MAX_BANDS, Math.ceil(image.height / BAND_PX / parallel) * parallel)
    : 1;
  const rows =
    ink && wantedBands > 1
      ? planBands(ink.blank, wantedBands, ink.weight)
      : [{ top: 0, bottom: image.height }];
  // A cut edge gets the same blank border a cropped margin keeps.
  const bg = borderBackground(image);
  const bands = await Promise.all(
    rows.map(({ top, bottom }) =>
      sharp(image.data.subarray(top * image.width, bottom * image.width), {
        raw: { width: image.width, height: bottom - top, channels: 1 },
      })
        .extend({
          top: top > 0 ? TRIM_PAD_PX : 0,
          bottom: bottom < image.height ? TRIM_PAD_PX : 0,
          background: { r: bg, g: bg, b: bg },
        })
        // 72 dpi, as sharp marks a screenshot without a density (raw pixels would say 25, which
        // tesseract distrusts and replaces with 70).
        .withDensity(72)
        .toColourspace('b-w')
        .png({ compressionLevel: 1 })
        .toBuffer(),
    ),
  );
  return { bands, rows, width: image.width, height: image.height, scale };
}
