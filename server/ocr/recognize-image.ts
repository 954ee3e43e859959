import 'server-only';
import { cleanOcrText } from './clean-ocr-text';
import { ocrWorkersPerImage, withOcrWorkers } from './ocr-worker-pool';
import { prepareImage } from './prepare-image';
import { PAGE_SEGMENTATION } from './start-ocr-child';

export type RecognizedText = { text: string; confidence: number };

/**
 * How tesseract segments the page: a screenshot of a job post is one block of text (PSM 6 skips
 * page-layout analysis: faster, as accurate on screenshots — bench/ai/ocr.ts); a scanned resume
 * page may have columns, so it keeps automatic layout analysis.
 */
const segmentation = {
  screenshot: PAGE_SEGMENTATION.singleBlock,
  page: PAGE_SEGMENTATION.auto,
} as const;

export type RecognizeImageOptions = {
  kind?: keyof typeof segmentation;
  /** The text-line height the image is scaled to (bench/ai/ocr.ts sweeps it; callers keep the default). */
  targetLinePx?: number;
  keepLinePx?: readonly [number, number] | null;
};

/**
 * Reads the text in an image (a job-post screenshot, a page of a scanned PDF): prepared with
 * sharp, recognised by pooled OCR child processes (tesseract), cleaned. Empty text when nothing is legible.
 * A tall screenshot is cut into bands between its text lines, read side by side by the pool's
 * workers and joined in order; a scanned page is read whole (its columns must stay in reading order).
 * Throws when the bytes are not a decodable image, AppError 422 when it is too large to read,
 * 503 when the OCR queue is full.
 */
export async function recognizeImage(
  image: Buffer,
  { kind = 'page', targetLinePx, keepLinePx }: RecognizeImageOptions = {},
): Promise<RecognizedText> {
  const prepared = await prepareImage(image, {
    targetLinePx,
    keepLinePx,
    parallel: kind === 'screenshot' ? ocrWorkersPerImage() : 1,
  });
  const parts = await withOcrWorkers(prepared.bands, (worker, band) =>
    worker.recognize(band, segmentation[kind]),
  );
  const text = cleanOcrText(parts.map((p) => p.text ?? '').join('\n'));
  // The bands' confidence, weighted by how much text each holds.
  const weight = parts.reduce((sum, p) => sum + (p.text?.trim().length ?? 0), 0);
  const confidence = weight
    ? parts.reduce((sum, p) => sum + p.confidence * (p.text?.trim().length ?? 0), 0) / weight
    : Math.min(...parts.map((p) => p.confidence));
  // Noise on a blank image comes back as a few low-confidence symbols: that is not text.
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  if (letters < 3 || (confidence < 30 && letters < 20)) return { text: '', confidence };
  return { text, confidence };
}
