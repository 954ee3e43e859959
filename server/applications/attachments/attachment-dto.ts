import 'server-only';
import type { AttachmentMediaType } from '@/lib/applications/attachments';
import type { AttachmentDto } from '@/lib/contracts/attachments';

/** The columns an attachment's DTO needs: never its bytes. */
export const attachmentSelect = {
  id: true,
  applicationId: true,
  filename: true,
  mediaType: true,
  size: true,
  createdAt: true,
} as const;

type AttachmentRow = {
  id: string;
  applicationId: string;
  filename: string;
  mediaType: string;
  size: number;
  createdAt: Date;
};

/** One attachment row as the API answers it. */
export function toAttachmentDto(row: AttachmentRow): AttachmentDto {
  return {
    id: row.id,
    application_id: row.applicationId,
    filename: row.filename,
    media_type: row.mediaType as AttachmentMediaType,
    size: row.size,
    created_at: row.createdAt.toISOString(),
  };
}
