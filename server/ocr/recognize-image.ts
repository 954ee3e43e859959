import 'server-only';
import { cleanOcrText } from './clean-ocr-text';
import { withOcrWorker } from './ocr-worker-pool';
import { prepareImage } from './prepare-image';

export type RecognizedText = { text: string; confidence: number };

/**
 * Reads the text in an image (a job-post screenshot, a page of a scanned PDF): prepared with
 * sharp, recognised by a pooled tesseract worker, cleaned. Empty text when nothing is legible.
 * Throws when the bytes are not a decodable image.
 */
export async function recognizeImage(image: Buffer): Promise<RecognizedText> {
  const prepared = await prepareImage(image);
  const { data } = await withOcrWorker((worker) => worker.recognize(prepared));
  const text = cleanOcrText(data.text ?? '');
  // Noise on a blank image comes back as a few low-confidence symbols: that is not text.
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  if (letters < 3 || (data.confidence < 30 && letters < 20)) return { text: '', confidence: data.confidence };
  return { text, confidence: data.confidence };
}
