import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import type { InboxAccountDto } from '@/lib/inbox/schemas';

/** Every column an answer may show: never the password. */
export const inboxAccountSelect = {
  id: true,
  host: true,
  port: true,
  secure: true,
  username: true,
  folders: true,
  createdAt: true,
  lastSyncAt: true,
  lastSyncError: true,
  nextSyncAt: true,
} satisfies Prisma.InboxAccountSelect;

type Row = Prisma.InboxAccountGetPayload<{ select: typeof inboxAccountSelect }>;

export function toInboxAccountDto(row: Row): InboxAccountDto {
  return {
    id: row.id,
    host: row.host,
    port: row.port,
    secure: row.secure,
    username: row.username,
    folders: row.folders,
    created_at: row.createdAt.toISOString(),
    last_sync_at: row.lastSyncAt?.toISOString() ?? null,
    last_sync_error: row.lastSyncError,
    next_sync_at: row.nextSyncAt.toISOString(),
  };
}
