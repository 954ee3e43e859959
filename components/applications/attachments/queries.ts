'use client';

// TanStack Query hooks for an application's attachments (ADR 191). Keys sit under the shared
// 'applications' prefix, so every application change refreshes them.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiFetch } from '@/lib/api/client';
import type { AttachmentDto } from '@/lib/applications/attachments';

export type AttachmentList = {
  data: AttachmentDto[];
  usage: { used_bytes: number; quota_bytes: number };
};

const attachmentKeys = { list: (id: string) => ['applications', 'attachments', id] as const };
const base = (applicationId: string) =>
  `applications/${encodeURIComponent(applicationId)}/attachments`;

export function useAttachments(applicationId: string) {
  return useQuery({
    queryKey: attachmentKeys.list(applicationId),
    queryFn: () => api<AttachmentList>(base(applicationId)),
  });
}

export function useUploadAttachment(applicationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api<{ data: AttachmentDto }>(base(applicationId), { method: 'POST', form });
    },
    onSettled: () => client.invalidateQueries({ queryKey: attachmentKeys.list(applicationId) }),
  });
}

export function useDeleteAttachment(applicationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api(`${base(applicationId)}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: attachmentKeys.list(applicationId) }),
  });
}

/** Fetches the file with the session's token and hands it to the browser as a download. */
export async function downloadAttachment(applicationId: string, attachment: AttachmentDto) {
  const res = await apiFetch(`${base(applicationId)}/${encodeURIComponent(attachment.id)}`);
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = attachment.filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
