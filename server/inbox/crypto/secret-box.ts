import 'server-only';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { inboxKey } from './inbox-key';

// AES-256-GCM (ADR 251): "v1.<iv>.<tag>.<ciphertext>", each part base64url. The version lets a
// later key rotation tell old rows from new ones.
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

/** Decrypts a stored password; throws (without the text) when the key is not the one it was sealed with. */
export function openSecret(sealed: string, key: Buffer = inboxKey()): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined)
    throw new Error('Unreadable sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  try {
    return Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    throw new Error('The mailbox password cannot be decrypted with INBOX_ENCRYPTION_KEY');
  }
}
