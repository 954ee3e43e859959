'use client';

// TanStack Query hooks for an application's attachments (ADR 191). Keys sit under the shared
// 'applications' prefix, so every application change refreshes them.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOperation, fetchOperation } from '@/lib/api/call-operation';
import { saveResponseAs } from '@/components/ui/save-file';
import * as attachmentsApi from '@/lib/contracts/attachments';
import type { AttachmentDto } from '@/lib/contracts/attachments';

export type AttachmentList = {
  data: AttachmentDto[];
  usage: { used_bytes: number; quota_bytes: number };
};

const attachmentKeys = { list: (id: string) => ['applications', 'attachments', id] as const };

export function useAttachments(applicationId: string) {
  return useQuery({
    queryKey: attachmentKeys.list(applicationId),
    queryFn: () => callOperation(attachmentsApi.listAttachments, { params: { id: applicationId } }),
  });
}

export function useUploadAttachment(applicationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return callOperation(attachmentsApi.uploadAttachment, {
        params: { id: applicationId },
        form,
      });
    },
    onSettled: () => client.invalidateQueries({ queryKey: attachmentKeys.list(applicationId) }),
  });
}

export function useDeleteAttachment(applicationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      callOperation(attachmentsApi.deleteAttachment, { params: { id: applicationId, aid: id } }),
    onSettled: () => client.invalidateQueries({ queryKey: attachmentKeys.list(applicationId) }),
  });
}

/** Fetches the file with the session's token and hands it to the browser as a download. */
export async function downloadAttachment(applicationId: string, attachment: AttachmentDto) {
  const res = await fetchOperation(attachmentsApi.downloadAttachment, {
    params: { id: applicationId, aid: attachment.id },
  });
  await saveResponseAs(res, attachment.filename);
}
