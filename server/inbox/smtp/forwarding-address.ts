import 'server-only';
import { randomBytes } from 'node:crypto';
import { prisma } from '@/server/db/client';
import { env } from '@/server/env';

/** The domain of the forwarding addresses: INBOX_SMTP_DOMAIN, else APP_URL's host. */
export function forwardingDomain(): string {
  const { INBOX_SMTP_DOMAIN, APP_URL } = env();
  return (INBOX_SMTP_DOMAIN ?? new URL(APP_URL).hostname).toLowerCase();
}

/**
 * The user's forwarding address `in+<token>@<domain>` (made on first use; the token is 16 random
 * base32 characters, unguessable), or null when the operator runs no SMTP listener.
 */
export async function forwardingAddress(userId: string): Promise<string | null> {
  if (!env().INBOX_SMTP_PORT) return null;
  const db = await prisma();
  const token = randomBytes(10)
    .toString('base64url')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .padEnd(12, '0');
  const row = await db.inboxAddress.upsert({
    where: { userId },
    create: { userId, token },
    update: {},
    select: { token: true },
  });
  return `in+${row.token}@${forwardingDomain()}`;
}

/** The user a forwarding address belongs to, or null. */
export async function userForAddress(address: string): Promise<string | null> {
  const m = /^in\+([a-z0-9]+)@(.+)$/i.exec(address.trim());
  if (!m || m[2]!.toLowerCase() !== forwardingDomain()) return null;
  const db = await prisma();
  const row = await db.inboxAddress.findUnique({
    where: { token: m[1]!.toLowerCase() },
    select: { userId: true },
  });
  return row?.userId ?? null;
}
