import 'server-only';
import yauzl from 'yauzl';
import { AppError } from '@/server/http/app-error';

/** Largest total a DOCX may declare once unzipped (text, styles and a few photos fit many times over). */
export const MAX_DOCX_UNCOMPRESSED_BYTES = 100 * 1024 * 1024;
/** Most entries a DOCX may have (a resume has a few dozen). */
export const MAX_DOCX_ENTRIES = 2000;

const damaged = () =>
  new AppError(
    'VALIDATION_ERROR',
    'The DOCX file could not be read; its zip structure is damaged.',
  );

/**
 * Reads only the zip's central directory (nothing is inflated) and refuses a DOCX that declares
 * more than MAX_DOCX_UNCOMPRESSED_BYTES in total, or more than MAX_DOCX_ENTRIES entries: a zip
 * bomb is refused before any parser inflates it. Sizes a file lies about are caught later by
 * the parsing process's OS memory limit.
 */
export async function requireSaneDocx(bytes: Uint8Array): Promise<void> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      { lazyEntries: true, decodeStrings: true },
    );
  } catch {
    throw damaged();
  }
  try {
    if (zip.entryCount > MAX_DOCX_ENTRIES) {
      throw new AppError(
        'VALIDATION_ERROR',
        `The DOCX file has ${zip.entryCount} parts (at most ${MAX_DOCX_ENTRIES}); it is not a resume we can read.`,
      );
    }
    let total = 0;
    for (;;) {
      const entry = await new Promise<yauzl.Entry | null>((resolve, reject) => {
        zip.once('entry', resolve);
        zip.once('end', () => resolve(null));
        zip.once('error', reject);
        zip.readEntry();
      }).catch(() => {
        throw damaged();
      });
      zip.removeAllListeners('entry').removeAllListeners('end').removeAllListeners('error');
      if (!entry) return;
      total += entry.uncompressedSize;
      if (total > MAX_DOCX_UNCOMPRESSED_BYTES) {
        throw new AppError(
          'VALIDATION_ERROR',
          `The DOCX file declares more than ${MAX_DOCX_UNCOMPRESSED_BYTES / 1024 / 1024} MB once unzipped; it was refused without unpacking it.`,
        );
      }
    }
  } finally {
    zip.close();
  }
}
