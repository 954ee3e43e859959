import 'server-only';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '@/server/http/app-error';
import { UNSUPPORTED_RESUME_MESSAGE } from '@/lib/resume/analysis-schema';

/** `html`: a web page saved with a .doc name (Word opens these, and "Save as Web Page" makes them). */
export type DocumentKind = 'pdf' | 'docx' | 'doc' | 'html';

// A legacy Word file is an OLE compound file holding a stream named "WordDocument"; the name
// sits in the directory as UTF-16LE. (Excel/PowerPoint/MSI files are compound files too.)
const wordStream = Buffer.from('WordDocument', 'utf16le');

// The start of an HTML document, after an optional BOM, whitespace, XML declaration and comments.
const htmlStart =
  /^(?:\uFEFF|\xEF\xBB\xBF)?\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<(?:!doctype\s+html|html[\s>]|head[\s>]|body[\s>])/i;

/**
 * True when a compound file's header points past the end of the bytes (its directory or its
 * allocation table sectors are missing): the file was cut off, not a different format.
 */
function compoundFileTruncated(buf: Buffer): boolean {
  if (buf.length < 512) return true;
  const shift = buf.readUInt16LE(0x1e);
  if (shift !== 9 && shift !== 12) return true;
  const size = 1 << shift;
  const sectors = [buf.readUInt32LE(0x30)];
  const fatSectors = Math.min(buf.readUInt32LE(0x2c), 109);
  for (let i = 0; i < fatSectors; i++) sectors.push(buf.readUInt32LE(0x4c + 4 * i));
  // Sector n starts after the header sector: at (n + 1) * size. Values ≥ 0xFFFFFFFA are markers.
  return sectors.some((n) => n < 0xfffffffa && (n + 2) * size > buf.length);
}

/** Tells a PDF, DOCX, DOC or HTML-as-DOC apart by its bytes (never its name); anything else is a 415. */
export async function sniffDocument(bytes: Uint8Array): Promise<DocumentKind> {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const type = await fileTypeFromBuffer(bytes);
  if (type?.ext === 'pdf') return 'pdf';
  if (type?.ext === 'docx') return 'docx';
  if (type?.ext === 'cfb') {
    if (buf.includes(wordStream)) return 'doc';
    if (compoundFileTruncated(buf)) {
      throw new AppError(
        'VALIDATION_ERROR',
        'The DOC file is incomplete: it ends before the table of its contents (the file was cut off). Upload the whole file, or save it as DOCX or PDF.',
      );
    }
  }
  if (!type && htmlStart.test(buf.subarray(0, 4096).toString('latin1'))) return 'html';
  throw new AppError('UNSUPPORTED_MEDIA_TYPE', UNSUPPORTED_RESUME_MESSAGE);
}
