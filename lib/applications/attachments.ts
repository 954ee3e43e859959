// Application attachments (ADR 191): the rules the upload form checks early and the server enforces.

/** Largest attachment, in bytes (10 MB). */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

/** Total size of one user's attachments, in bytes (100 MB). */
export const ATTACHMENT_QUOTA_BYTES = 100 * 1024 * 1024;

/** The kinds of file an application may keep, by the media type sniffed from the bytes. */
export const ATTACHMENT_TYPES = {
  'application/pdf': { label: 'PDF', extensions: ['pdf'] },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    label: 'DOCX',
    extensions: ['docx'],
  },
  'image/png': { label: 'PNG', extensions: ['png'] },
  'image/jpeg': { label: 'JPEG', extensions: ['jpg', 'jpeg'] },
} as const satisfies Record<string, { label: string; extensions: readonly string[] }>;

export type AttachmentMediaType = keyof typeof ATTACHMENT_TYPES;

/** The file picker's `accept`: the extensions and media types above. */
export const ATTACHMENT_ACCEPT = Object.entries(ATTACHMENT_TYPES)
  .flatMap(([type, { extensions }]) => [type, ...extensions.map((e) => `.${e}`)])
  .join(',');

/** "2.4 MB", "512 KB", "12 bytes". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const mb = bytes / (1024 * 1024);
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}
