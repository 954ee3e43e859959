import 'server-only';
import { AppError } from '@/server/http/app-error';

/** The 413 detail for an upload over `maxBytes` (the route's cap and the service's check say the same). */
export function uploadTooLarge(kind: string, maxBytes: number): string {
  return `file: the ${kind} file is larger than ${Math.round(maxBytes / (1024 * 1024))} MB.`;
}

export type ReadUploadTextOptions = { form: FormData | undefined; maxBytes: number; kind: string };

/** The multipart `file` field as UTF-8 text (BOM removed); a missing, empty, binary or non-UTF-8 file is a 4xx. */
export async function readUploadText({
  form,
  maxBytes,
  kind,
}: ReadUploadTextOptions): Promise<string> {
  const file = form?.get('file');
  if (!file || typeof file === 'string')
    throw new AppError(
      'VALIDATION_ERROR',
      `file is required (a ${kind} file in the multipart field 'file')`,
    );
  if (file.size === 0) throw new AppError('VALIDATION_ERROR', 'file is empty');
  if (file.size > maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', uploadTooLarge(kind, maxBytes));
  const bytes = new Uint8Array(await file.arrayBuffer());
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `file is not UTF-8 text (expected a ${kind} file)`,
    );
  }
  if (text.includes('\u0000'))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `file is binary, not a ${kind} file`);
  return text.replace(/^\uFEFF/, '');
}
