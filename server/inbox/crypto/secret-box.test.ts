import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSealed, openSecret, sealSecret } from './secret-box';

describe('sealSecret / openSecret (AES-256-GCM)', () => {
  const key = randomBytes(32);

  it('round-trips and never contains the plain text', () => {
    const sealed = sealSecret('app-password-äöü', key);
    expect(sealed).not.toContain('app-password');
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(openSecret(sealed, key)).toBe('app-password-äöü');
  });

  it('uses a fresh IV each time', () => {
    expect(sealSecret('same', key)).not.toBe(sealSecret('same', key));
  });

  it('refuses another key and a tampered ciphertext', () => {
    const sealed = sealSecret('secret', key);
    expect(() => openSecret(sealed, randomBytes(32))).toThrow(/INBOX_ENCRYPTION_KEY/);
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0] = body[0]! ^ 1;
    parts[3] = body.toString('base64url');
    expect(() => openSecret(parts.join('.'), key)).toThrow();
    expect(() => openSecret('garbage', key)).toThrow(/Unreadable/);
  });

  it('while rotating: opens with whichever key sealed it and says which', () => {
    const old = randomBytes(32);
    expect(openSealed(sealSecret('a', key), [key, old])).toEqual({ plain: 'a', keyIndex: 0 });
    expect(openSealed(sealSecret('b', old), [key, old])).toEqual({ plain: 'b', keyIndex: 1 });
    expect(() => openSealed(sealSecret('c', randomBytes(32)), [key, old])).toThrow(
      /INBOX_ENCRYPTION_KEY/,
    );
  });
});
