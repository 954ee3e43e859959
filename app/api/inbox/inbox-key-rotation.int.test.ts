// Rotating INBOX_ENCRYPTION_KEY (ADR 276): with the new key and INBOX_ENCRYPTION_KEY_OLD set, a
// mailbox sealed with the old key still syncs against a real IMAP server (test/dovecot.ts), the
// start-up pass seals every old row again with the new key (once: a second pass changes nothing),
// leaves a row no key opens alone and counts it, and afterwards the new key alone reads them all.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRoute } from '@/test/call-route';
import { createUser, type TestUser } from '@/test/factories';
import { dovecotBinary, startDovecot, type Dovecot } from '@/test/dovecot';
import { confirmation, rfc822 } from '@/test/inbox-emails';
import { prisma } from '@/server/db/client';
import { resetEnvForTests } from '@/server/env';
import { reencryptInboxPasswords } from '@/server/inbox/crypto/reencrypt-passwords';
import { openSecret, sealSecret } from '@/server/inbox/crypto/secret-box';
import * as sync from './accounts/[id]/sync/route';

const haveDovecot = dovecotBinary() !== null;
if (!haveDovecot && process.env.CI === 'true')
  throw new Error('dovecot is missing: apt-get install -y dovecot-imapd (.ci/run installs it)');

const oldKey = randomBytes(32);
const newKey = randomBytes(32);
let dovecot: Dovecot | undefined;
let user: TestUser;

const addAccount = async (username: string, passwordEncrypted: string) => {
  const db = await prisma();
  const row = await db.inboxAccount.create({
    data: {
      userId: user.id,
      host: '127.0.0.1',
      port: dovecot?.port ?? 143,
      secure: false,
      username,
      passwordEncrypted,
      folders: ['INBOX'],
    },
  });
  return row.id;
};

const stored = async (id: string) =>
  (await (await prisma()).inboxAccount.findUniqueOrThrow({ where: { id } })).passwordEncrypted;

beforeAll(async () => {
  process.env.INBOX_ALLOW_LOOPBACK = 'true';
  process.env.INBOX_ENCRYPTION_KEY = newKey.toString('base64');
  process.env.INBOX_ENCRYPTION_KEY_OLD = oldKey.toString('hex');
  resetEnvForTests();
  user = await createUser();
  if (haveDovecot) {
    dovecot = await startDovecot();
    dovecot.addUser('rotating', 'app-password-r');
  }
});

afterAll(async () => {
  await dovecot?.stop();
  delete process.env.INBOX_ALLOW_LOOPBACK;
  delete process.env.INBOX_ENCRYPTION_KEY;
  delete process.env.INBOX_ENCRYPTION_KEY_OLD;
  resetEnvForTests();
});

describe('INBOX_ENCRYPTION_KEY rotation', () => {
  let oldRow: string;
  let newRow: string;
  let lostRow: string;

  beforeAll(async () => {
    oldRow = await addAccount('rotating', sealSecret('app-password-r', oldKey));
    newRow = await addAccount('already-new', sealSecret('pw-new', newKey));
    lostRow = await addAccount('lost', sealSecret('pw-lost', randomBytes(32)));
  });

  it.skipIf(!haveDovecot)(
    'a mailbox sealed with the old key still syncs while both keys are set',
    async () => {
      dovecot!.deliver('rotating', [rfc822(confirmation('Globex', 'Data Analyst'))]);
      const res = await callRoute(sync.POST, { token: user.token, params: { id: oldRow } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.read).toBe(1);
    },
  );

  it('re-encrypts the old rows with the new key, once; a row no key opens is counted and left', async () => {
    const db = await prisma();
    const lostBefore = await stored(lostRow);
    const newBefore = await stored(newRow);
    const first = await reencryptInboxPasswords(db);
    expect(first).toMatchObject({ reencrypted: 1, unreadable: 1 });
    expect(first.current).toBeGreaterThanOrEqual(1);
    const resealed = await stored(oldRow);
    expect(openSecret(resealed, [newKey])).toBe('app-password-r');
    expect(() => openSecret(resealed, [oldKey])).toThrow(/INBOX_ENCRYPTION_KEY/);
    expect(await stored(newRow)).toBe(newBefore);
    expect(await stored(lostRow)).toBe(lostBefore);
    const second = await reencryptInboxPasswords(db);
    expect(second.reencrypted).toBe(0);
    expect(second.unreadable).toBe(1);
  });

  it.skipIf(!haveDovecot)('after the rotation the new key alone reads the mailbox', async () => {
    delete process.env.INBOX_ENCRYPTION_KEY_OLD;
    resetEnvForTests();
    dovecot!.deliver('rotating', [rfc822(confirmation('Initech', 'Backend Developer'))]);
    const res = await callRoute(sync.POST, { token: user.token, params: { id: oldRow } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.read).toBe(1);
  });
});
