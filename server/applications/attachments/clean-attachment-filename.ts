import 'server-only';
import { ATTACHMENT_TYPES, type AttachmentMediaType } from '@/lib/applications/attachments';

const MAX_LENGTH = 200;
// C0/C1 controls, zero-width and bidirectional formatting characters (a name like
// "invoice\u202Efdp.exe" shows as "invoiceexe.pdf"), the BOM.
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;
// Characters Windows refuses in file names (the path separators are gone already).
const RESERVED = /[<>:"|?*]/g;
// Half a surrogate pair is not text (and would make the download header's encoding throw).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export type CleanAttachmentFilenameOptions = { name: string; mediaType: AttachmentMediaType };

/**
 * The name an attachment is stored and downloaded under: the last path part only, without
 * control or bidi characters, at most 200 characters, ending in an extension of the sniffed type
 * (`photo.pdf` holding a PNG becomes `photo.pdf.png`); "attachment.<ext>" when nothing is left.
 */
export function cleanAttachmentFilename({ name, mediaType }: CleanAttachmentFilenameOptions) {
  const extensions: readonly string[] = ATTACHMENT_TYPES[mediaType].extensions;
  const last = name.split(/[\\/]/).pop() ?? '';
  let clean = last
    .replace(LONE_SURROGATE, '\uFFFD')
    .normalize('NFC')
    .replace(INVISIBLE, ' ')
    .replace(RESERVED, '_')
    .replace(/\s+/g, ' ')
    // Leading dots would hide the file (or spell "..") and trailing dots and spaces vanish on Windows.
    .replace(/^[\s.]+|[\s.]+$/g, '');
  const ext = /\.([^.]+)$/.exec(clean)?.[1]?.toLowerCase();
  let suffix = '';
  if (!ext || !extensions.includes(ext)) suffix = `.${extensions[0]}`;
  else {
    suffix = clean.slice(clean.length - ext.length - 1);
    clean = clean.slice(0, clean.length - suffix.length);
  }
  const stem = Array.from(clean)
    .slice(0, MAX_LENGTH - suffix.length)
    .join('')
    .replace(/[\s.]+$/, '');
  return `${stem || 'attachment'}${suffix}`;
}
