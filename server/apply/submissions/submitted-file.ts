import 'server-only';

const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The name a submitted resume is kept under: last path part, no control/bidi or reserved characters, ≤ 200 characters. */
export function cleanSubmittedFilename(name: string): string {
  const clean = (name.split(/[\\/]/).pop() ?? '')
    .replace(LONE_SURROGATE, '\uFFFD')
    .normalize('NFC')
    .replace(INVISIBLE, ' ')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  return Array.from(clean).slice(0, 200).join('').trim() || 'resume';
}

/** What the stored bytes are, read from them (never the name): PDF, Word (DOCX, DOC), RTF or plain text; else octet-stream. */
export function submittedFileType(bytes: Uint8Array): string {
  const head = Buffer.from(bytes.subarray(0, 8)).toString('latin1');
  if (head.startsWith('%PDF-')) return 'application/pdf';
  if (head.startsWith('PK\u0003\u0004'))
    return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  if (head.startsWith('\u00d0\u00cf\u0011\u00e0')) return 'application/msword';
  if (head.startsWith('{\\rtf')) return 'application/rtf';
  return 'application/octet-stream';
}
