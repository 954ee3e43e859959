import 'server-only';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { inboxKey, inboxKeys } from './inbox-key';

// AES-256-GCM (ADR 251): "v1.<iv>.<tag>.<ciphertext>", each part base64url. Which key sealed a
// row is told by the tag: only that key authenticates it (key rotation, ADR 276).
const VERSION = 'v1';

/** Encrypts a mailbox password for storage. */
export function sealSecret(plain: string, key: Buffer = inboxKey()): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/**
 * Decrypts a stored password with the first of `keys` that authenticates it, and says which one
 * (0: the current key). Throws (without the text) when none does.
 */
export function openSealed(
  sealed: string,
  keys: Buffer[] = inboxKeys(),
): { plain: string; keyIndex: number } {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined)
    throw new Error('Unreadable sealed secret');
  for (const [keyIndex, key] of keys.entries()) {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    try {
      const plain = Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
      return { plain, keyIndex };
    } catch {
      // not this key
    }
  }
  throw new Error('The mailbox password cannot be decrypted with INBOX_ENCRYPTION_KEY');
}

/** Decrypts a stored password with the current key, or the old one while rotating (ADR 276). */
export function openSecret(sealed: string, keys: Buffer | Buffer[] = inboxKeys()): string {
  return openSealed(sealed, Array.isArray(keys) ? keys : [keys]).plain;
}
