import 'server-only';
import { fileTypeFromBuffer } from 'file-type';
import { ATTACHMENT_TYPES, type AttachmentMediaType } from '@/lib/applications/attachments';
import { AppError } from '@/server/http/app-error';

const isAccepted = (mime: string | undefined): mime is AttachmentMediaType =>
  mime !== undefined && Object.hasOwn(ATTACHMENT_TYPES, mime);

/** What the bytes are (PDF, DOCX, PNG or JPEG), never what the name or the client says; else a 415. */
export async function sniffAttachmentType(bytes: Uint8Array): Promise<AttachmentMediaType> {
  const type = await fileTypeFromBuffer(bytes);
  if (isAccepted(type?.mime)) return type.mime;
  const found = type
    ? `its contents are ${type.ext.toUpperCase()} (${type.mime})`
    : 'its contents are none of them, whatever its name says';
  throw new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    `file: only PDF, DOCX, PNG and JPEG files can be attached; ${found}.`,
  );
}
