import 'server-only';
import { hash, verify } from '@node-rs/argon2';

// argon2id with the library defaults (m=19 MiB, t=2, p=1: OWASP's minimum).
const options = { algorithm: 2 as const };

/** An argon2id hash of the password. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

// Compared against when the user does not exist or has no password, so timing does not tell.
let dummy: Promise<string> | undefined;

/** True when `password` matches `passwordHash`; spends the same time when there is no hash. */
export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    dummy ??= hashPassword('pursuit-dummy-password');
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
