import 'server-only';
import { sharp } from './sharp';

/** Screenshots this small are upscaled: tesseract reads ~30 px tall glyphs best. */
const MIN_WIDTH = 1200;
const MAX_SCALE = 3;
/** Wider screenshots (4K monitors) are scaled down: the text stays legible and OCR time drops. */
const MAX_WIDTH = 2400;
/** Refuse decompression bombs before decoding (≈ 8000 × 5000). */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Turns an uploaded screenshot into what tesseract reads best: upright, grayscale, dark text
 * on a light background (dark-mode screenshots are inverted), small text upscaled, very wide
 * images scaled down, PNG.
 */
export async function prepareImage(input: Buffer): Promise<Buffer> {
  const base = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  const meta = await base.metadata();
  const width = meta.autoOrient?.width ?? meta.width ?? 0;
  let pipeline = base.clone().flatten({ background: '#ffffff' }).grayscale();
  const stats = await pipeline.clone().stats();
  const mean = stats.channels[0]?.mean ?? 255;
  if (mean < 110) pipeline = pipeline.negate({ alpha: false });
  if (width > 0 && width < MIN_WIDTH) {
    const scale = Math.min(MAX_SCALE, MIN_WIDTH / width);
    pipeline = pipeline.resize({ width: Math.round(width * scale), kernel: 'lanczos3' });
  } else if (width > MAX_WIDTH) {
    pipeline = pipeline.resize({ width: MAX_WIDTH, kernel: 'lanczos3' });
  }
  return pipeline.normalise().png({ compressionLevel: 1 }).toBuffer();
}
