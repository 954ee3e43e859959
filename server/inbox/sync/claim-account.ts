import 'server-only';
import type { PrismaClient } from '@/generated/prisma/client';

/** How long a sync may hold its mailbox before another worker may take it (its worker died). */
export const SYNC_LEASE_SECONDS = 600;

export type ClaimedAccount = {
  id: string;
  userId: string;
  host: string;
  port: number;
  secure: boolean;
  username: string;
  passwordEncrypted: string;
  folders: string[];
};

/**
 * Claims a mailbox for one sync with one conditional UPDATE (ADR 206's claim): not claimed, or
 * its claim's lease over; a scheduled sync also needs it due. Null when another sync has it.
 */
export async function claimAccount(
  db: PrismaClient,
  options: { id: string; userId?: string; scheduled: boolean; now?: Date },
): Promise<ClaimedAccount | null> {
  const now = options.now ?? new Date();
  const leaseOver = new Date(now.getTime() - SYNC_LEASE_SECONDS * 1000);
  const rows = await db.$queryRaw<
    {
      id: string;
      user_id: string;
      host: string;
      port: number;
      secure: boolean;
      username: string;
      password_encrypted: string;
      folders: string[];
    }[]
  >`
    UPDATE inbox_accounts SET claimed_at = ${now}
    WHERE id = ${options.id}
      AND (${options.userId ?? null}::text IS NULL OR user_id = ${options.userId ?? null})
      AND (claimed_at IS NULL OR claimed_at < ${leaseOver})
      AND (${!options.scheduled} OR next_sync_at <= ${now})
    RETURNING id, user_id, host, port, secure, username, password_encrypted, folders`;
  const r = rows[0];
  return r
    ? {
        id: r.id,
        userId: r.user_id,
        host: r.host,
        port: r.port,
        secure: r.secure,
        username: r.username,
        passwordEncrypted: r.password_encrypted,
        folders: r.folders,
      }
    : null;
}
