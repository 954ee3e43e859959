import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { env } from '@/server/env';

let key: Uint8Array | undefined;

/**
 * The HMAC key for access tokens. Production requires JWT_SECRET (shared by every instance);
 * without it (development, tests) a random key is kept next to the embedded database.
 */
export function secretKey(): Uint8Array {
  if (key) return key;
  const { JWT_SECRET, NODE_ENV, PGLITE_DIR } = env();
  if (JWT_SECRET) {
    key = new TextEncoder().encode(JWT_SECRET);
  } else if (NODE_ENV === 'production') {
    throw new Error('JWT_SECRET must be set (32+ characters) in production.');
  } else if (PGLITE_DIR.startsWith('memory://')) {
    key = randomBytes(32);
  } else {
    const file = resolve(dirname(resolve(PGLITE_DIR)), 'dev-jwt-secret');
    try {
      key = new Uint8Array(Buffer.from(readFileSync(file, 'utf8').trim(), 'hex'));
    } catch {
      const fresh = randomBytes(32);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, fresh.toString('hex'), { mode: 0o600 });
      key = new Uint8Array(fresh);
    }
  }
  return key;
}
