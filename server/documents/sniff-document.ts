import 'server-only';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '@/server/http/app-error';
import { UNSUPPORTED_RESUME_MESSAGE } from '@/lib/resume/analysis-schema';

export type DocumentKind = 'pdf' | 'docx' | 'doc';

// A legacy Word file is an OLE compound file holding a stream named "WordDocument"; the name
// sits in the directory as UTF-16LE. (Excel/PowerPoint/MSI files are compound files too.)
const wordStream = Buffer.from('WordDocument', 'utf16le');

/** Tells a PDF, DOCX or DOC apart by its bytes (never its name); anything else is a 415. */
export async function sniffDocument(bytes: Uint8Array): Promise<DocumentKind> {
  const type = await fileTypeFromBuffer(bytes);
  if (type?.ext === 'pdf') return 'pdf';
  if (type?.ext === 'docx') return 'docx';
  if (type?.ext === 'cfb' && Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(wordStream)) return 'doc';
  throw new AppError('UNSUPPORTED_MEDIA_TYPE', UNSUPPORTED_RESUME_MESSAGE);
}
