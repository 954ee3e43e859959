'use client';

import { FileText, Image as ImageIcon, Paperclip, Trash2 } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TYPES,
  formatFileSize,
} from '@/lib/applications/attachments';
import type { AttachmentDto } from '@/lib/contracts/attachments';
import {
  downloadAttachment,
  useAttachments,
  useDeleteAttachment,
  useUploadAttachment,
} from './queries';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

// The API's details name the form field ("file: …"); a person needs only the sentence.
const spoken = (error: unknown, fallback: string) =>
  error instanceof Error && error.message
    ? error.message.replace(/^file: /, '').replace(/^./, (c) => c.toUpperCase())
    : fallback;

/** The application's files: attach (PDF, DOCX, PNG, JPEG up to 10 MB), list, download, delete. */
export function AttachmentsCard({ applicationId }: { applicationId: string }) {
  const { data, isPending, isError } = useAttachments(applicationId);
  const upload = useUploadAttachment(applicationId);
  const remove = useDeleteAttachment(applicationId);
  const input = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [confirming, setConfirming] = useState<AttachmentDto | null>(null);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setMessage(null);
    if (file.size > ATTACHMENT_MAX_BYTES) {
      setMessage({
        ok: false,
        text: `${file.name} is larger than 10 MB, the most an attachment can be.`,
      });
      return;
    }
    try {
      const { data: saved } = await upload.mutateAsync(file);
      setMessage({ ok: true, text: `Attached ${saved.filename}.` });
    } catch (error) {
      setMessage({ ok: false, text: spoken(error, 'The file could not be attached.') });
    }
  }

  async function onDownload(attachment: AttachmentDto) {
    setMessage(null);
    try {
      await downloadAttachment(applicationId, attachment);
    } catch (error) {
      setMessage({ ok: false, text: spoken(error, 'The file could not be downloaded.') });
    }
  }

  async function onDelete() {
    if (!confirming) return;
    const { filename } = confirming;
    try {
      await remove.mutateAsync(confirming.id);
      setMessage({ ok: true, text: `Deleted ${filename}.` });
    } catch (error) {
      setMessage({ ok: false, text: spoken(error, `${filename} could not be deleted.`) });
    } finally {
      setConfirming(null);
    }
  }

  return (
    <section
      aria-labelledby="attachments"
      className="rounded-card border bg-surface p-5"
      data-testid="attachments"
    >
      <div className="mb-1 flex flex-wrap items-center justify-between gap-3">
        <h2 id="attachments" className="text-lg font-semibold tracking-tight">
          Attachments
        </h2>
        <Button
          variant="outline"
          size="sm"
          loading={upload.isPending}
          onClick={() => input.current?.click()}
        >
          <Paperclip aria-hidden /> Attach file
        </Button>
        <input
          ref={input}
          type="file"
          accept={ATTACHMENT_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-label="File to attach"
          onChange={(e) => void onFile(e)}
        />
      </div>
      <p className="mb-3 text-sm text-muted-foreground">
        PDF, DOCX, PNG or JPEG, up to 10 MB each.
        {data ? (
          <>
            {' '}
            {formatFileSize(data.usage.used_bytes)} of {formatFileSize(data.usage.quota_bytes)}{' '}
            used.
          </>
        ) : null}
      </p>
      {message ? (
        <p
          role={message.ok ? 'status' : 'alert'}
          className={message.ok ? 'mb-3 text-sm' : 'mb-3 text-sm text-danger'}
        >
          {message.text}
        </p>
      ) : null}
      {isPending ? (
        <Skeleton className="h-12 w-full" />
      ) : isError ? (
        <p className="text-sm text-muted-foreground">Could not load the attachments.</p>
      ) : data.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No files attached yet.</p>
      ) : (
        <ul className="divide-y">
          {data.data.map((a) => {
            const Icon = a.media_type.startsWith('image/') ? ImageIcon : FileText;
            return (
              <li key={a.id} className="flex items-center gap-2 py-2" data-testid="attachment">
                <Icon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                <div className="min-w-0 flex-1">
                  <button
                    type="button"
                    className="block max-w-full cursor-pointer truncate text-left text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                    title={a.filename}
                    aria-label={`Download ${a.filename}`}
                    onClick={() => void onDownload(a)}
                  >
                    {a.filename}
                  </button>
                  <p className="text-xs text-muted-foreground">
                    {ATTACHMENT_TYPES[a.media_type]?.label ?? a.media_type} ·{' '}
                    {formatFileSize(a.size)} · {dateFormat.format(new Date(a.created_at))}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Delete ${a.filename}`}
                  title="Delete"
                  onClick={() => setConfirming(a)}
                >
                  <Trash2 aria-hidden />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title="Delete this file?"
        message={confirming ? `${confirming.filename} will be removed for good.` : ''}
        confirmLabel="Delete"
        destructive
        loading={remove.isPending}
        onConfirm={() => void onDelete()}
      />
    </section>
  );
}
