import 'server-only';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '@/server/http/app-error';
import { log } from '@/server/log';
import { recognizeImage } from './recognize-image';

export const MAX_IMAGES = 5;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const NO_TEXT_MESSAGE = 'Could not extract text from image.';
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);

export type ExtractFromImagesOptions = { files: FormDataEntryValue[] };

/**
 * The job description in 1–5 screenshots (PNG/JPEG/WebP by magic bytes, ≤10 MB each), read in
 * order with OCR and joined. Nothing legible → 422 with the spec's message.
 */
export async function extractJobDescriptionFromImages({
  files,
}: ExtractFromImagesOptions): Promise<{ job_description: string }> {
  const uploads = files.filter((f): f is File => typeof f !== 'string');
  if (uploads.length === 0)
    throw new AppError(
      'VALIDATION_ERROR',
      'files: upload at least one screenshot of the job description',
    );
  if (uploads.length > MAX_IMAGES)
    throw new AppError(
      'VALIDATION_ERROR',
      `files: upload at most ${MAX_IMAGES} screenshots at a time`,
    );

  const buffers: Buffer[] = [];
  for (const file of uploads) {
    if (file.size > MAX_IMAGE_BYTES)
      throw new AppError('PAYLOAD_TOO_LARGE', `${file.name || 'An image'} is larger than 10 MB`);
    const buffer = Buffer.from(await file.arrayBuffer());
    const type = await fileTypeFromBuffer(buffer);
    if (!type || !IMAGE_TYPES.has(type.mime)) {
      throw new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        `${file.name || 'A file'} is not a PNG, JPEG or WebP image`,
      );
    }
    buffers.push(buffer);
  }

  const texts: string[] = [];
  for (const buffer of buffers) {
    try {
      const { text } = await recognizeImage(buffer, { kind: 'screenshot' });
      if (text) texts.push(text);
    } catch (error) {
      // Too large to read (422), OCR busy (503): the client's to act on.
      if (error instanceof AppError) throw error;
      // A truncated or corrupt image that passed the magic-byte check: nothing to read in it.
      log.warn({ err: error }, 'ocr failed on an uploaded image');
    }
  }
  const jobDescription = texts.join('\n\n').trim();
  if (!jobDescription) throw new AppError('VALIDATION_ERROR', NO_TEXT_MESSAGE);
  return { job_description: jobDescription };
}
