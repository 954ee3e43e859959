import 'server-only';
import { createHash } from 'node:crypto';
import { env } from '@/server/env';
import { AppError } from '@/server/http/app-error';

/**
 * Whether the inbox is on (ADR 251): INBOX=off turns it off; otherwise it is on when
 * INBOX_ENCRYPTION_KEY is set, and in development and tests (with a fixed development key).
 * A production start with INBOX=on and no key is refused by server/env.ts.
 */
export function inboxEnabled(): boolean {
  const { INBOX, INBOX_ENCRYPTION_KEY, NODE_ENV } = env();
  if (INBOX === 'off') return false;
  return Boolean(INBOX_ENCRYPTION_KEY) || INBOX === 'on' || NODE_ENV !== 'production';
}

/** Refuses an inbox request when the operator has not turned the inbox on. */
export function requireInbox(): void {
  if (!inboxEnabled())
    throw new AppError(
      'UNAVAILABLE',
      'The inbox is not turned on on this server (the operator sets INBOX_ENCRYPTION_KEY)',
    );
}

const keyBytes = (setting: string): Buffer =>
  /^[0-9a-fA-F]{64}$/.test(setting) ? Buffer.from(setting, 'hex') : Buffer.from(setting, 'base64');

/** The 32-byte AES key: INBOX_ENCRYPTION_KEY (base64 or hex), or outside production a fixed development key. */
export function inboxKey(): Buffer {
  const { INBOX_ENCRYPTION_KEY: configured, NODE_ENV } = env();
  if (configured) return keyBytes(configured);
  if (NODE_ENV === 'production') throw new Error('INBOX_ENCRYPTION_KEY is not set');
  return createHash('sha256').update('pursuit-development-inbox-key').digest();
}

/** The keys a stored password may be sealed with (ADR 276): the current one, then INBOX_ENCRYPTION_KEY_OLD while rotating. */
export function inboxKeys(): Buffer[] {
  const old = env().INBOX_ENCRYPTION_KEY_OLD;
  return old ? [inboxKey(), keyBytes(old)] : [inboxKey()];
}
