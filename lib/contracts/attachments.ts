// Application attachments (ADR 191). Declared once, used by the routes and the OpenAPI document.
import { z } from 'zod';
import { ATTACHMENT_TYPES, type AttachmentMediaType } from '@/lib/applications/attachments';
import { defineOperation } from '@/lib/contract/operation';
import { errorSchema, messageSchema } from './common';

const tag = 'Attachments';
const mediaTypes = Object.keys(ATTACHMENT_TYPES) as [AttachmentMediaType, ...AttachmentMediaType[]];

export const attachmentDtoSchema = z.object({
  id: z.string(),
  application_id: z.string(),
  filename: z.string().describe('The uploaded name, cleaned (no path parts or control characters)'),
  media_type: z.enum(mediaTypes).describe('Sniffed from the bytes at upload'),
  size: z.number().int().describe('Bytes'),
  created_at: z.string().describe('ISO 8601 date-time'),
});

export const listAttachments = defineOperation({
  operationId: 'listAttachments',
  method: 'GET',
  path: '/api/applications/{id}/attachments',
  tag,
  summary: "An application's attachments (names, types and sizes; no bytes), oldest first",
  scope: 'applications:read',
  responses: {
    200: {
      description: 'Attachments, and how much of the 100 MB allowance the user has used',
      schema: z.object({
        data: z.array(attachmentDtoSchema),
        usage: z.object({ used_bytes: z.number().int(), quota_bytes: z.number().int() }),
      }),
    },
  },
});

export const uploadAttachment = defineOperation({
  operationId: 'uploadAttachment',
  method: 'POST',
  path: '/api/applications/{id}/attachments',
  tag,
  summary: 'Attach a PDF, DOCX, PNG or JPEG file (at most 10 MB; 100 MB per user)',
  description:
    'The type is read from the bytes, never the name: anything else is a 415. A file over 10 MB, or one that would take the user past 100 MB in all, is a 413.',
  scope: 'applications:write',
  form: z.object({ file: z.instanceof(File).describe('The file (multipart field `file`)') }),
  responses: {
    201: { description: 'Attached', schema: z.object({ data: attachmentDtoSchema }) },
    413: { description: 'Over 10 MB, or over the 100 MB per user', schema: errorSchema },
    415: { description: 'Not a PDF, DOCX, PNG or JPEG by its contents', schema: errorSchema },
  },
});

export const downloadAttachment = defineOperation({
  operationId: 'downloadAttachment',
  method: 'GET',
  path: '/api/applications/{id}/attachments/{aid}',
  tag,
  summary: 'Download an attachment',
  description:
    'Served as a download (`Content-Disposition: attachment`, `X-Content-Type-Options: nosniff`) in the type sniffed at upload.',
  scope: 'applications:read',
  responses: { 200: { description: 'The file', contentType: mediaTypes } },
});

export const deleteAttachment = defineOperation({
  operationId: 'deleteAttachment',
  method: 'DELETE',
  path: '/api/applications/{id}/attachments/{aid}',
  tag,
  summary: 'Delete an attachment',
  scope: 'applications:write',
  responses: { 200: { description: 'Deleted', schema: messageSchema } },
});

/** One attachment as the API answers it (never its bytes). */
export type AttachmentDto = z.infer<typeof attachmentDtoSchema>;
