import 'server-only';
import { AppError } from '@/server/http/app-error';
import { sharp } from './sharp';

/**
 * Tesseract reads best when a line of text is about as tall as body text scanned at 300 dpi
 * (10–12 pt → capitals ≈ 30–40 px, x-height ≈ 20 px). Screenshots are scaled so their text
 * lines reach that size: small text is enlarged, and big text (4K, zoomed pages) shrunk, which
 * is faster and no less accurate. See bench/ai/ocr.ts for the figures behind the target.
 */
export const TARGET_LINE_PX = 20;
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

function tooLarge(width: number, height: number): AppError {
  return new AppError(
    'VALIDATION_ERROR',
    `The image is too large to read (${width} × ${height} px). Crop it to the job description, or split it into several screenshots.`,
  );
}

/** Median height (px, in the original image) of the text lines: rows with ink, grouped into runs. */
async function medianLineHeight(
  gray: ReturnType<typeof sharp>,
  width: number,
  height: number,
): Promise<number | null> {
  // Columns averaged down to ≤ 256 (ink spreads along the row), rows kept up to 4000.
  const rows = Math.min(height, 4000);
  const cols = Math.min(width, 256);
  const { data } = await gray
    .clone()
    .resize({ width: cols, height: rows, fit: 'fill', kernel: 'cubic' })
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
  if (lines.length < 2) return null;
  return (lines[Math.floor(lines.length / 2)]! * height) / rows;
}

/**
 * Turns an uploaded screenshot into what tesseract reads best: upright, grayscale, dark text
 * on a light background (dark-mode screenshots are inverted), scaled so text lines are about
 * TARGET_LINE_PX tall, and never larger than MAX_OUTPUT_* after scaling (a 400 × 100 000 strip is
 * not blown up to 360 megapixels: it is shrunk to fit, or refused when its text would become
 * unreadable). PNG out.
 */
export async function prepareImage(
  input: Buffer,
  { targetLinePx = TARGET_LINE_PX }: { targetLinePx?: number } = {},
): Promise<Buffer> {
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
  let gray = base.clone().flatten({ background: '#ffffff' }).grayscale();
  const stats = await gray.clone().stats();
  const mean = stats.channels[0]?.mean ?? 255;
  if (mean < 110) gray = gray.negate({ alpha: false });

  const line = await medianLineHeight(gray, width, height);
  const wanted = line ? Math.min(MAX_SCALE, Math.max(MIN_SCALE, targetLinePx / line)) : 1;
  const scale = Math.min(wanted, fits);
  if (scale < wanted && (line ? line * scale : 24 * scale) < MIN_READABLE_LINE_PX) {
    throw tooLarge(width, height);
  }
  const pipeline =
    Math.abs(scale - 1) > 0.05
      ? gray.resize({
          width: Math.max(1, Math.round(width * scale)),
          height: Math.max(1, Math.round(height * scale)),
          fit: 'fill',
          kernel: 'lanczos3',
        })
      : gray;
  return pipeline.normalise().png({ compressionLevel: 1 }).toBuffer();
}
