// Production with MAIL_TRANSPORT=log (no mail server, on purpose): the log may say that a message
// of a kind to an address was not sent, never its subject, text or code. The server's own pino
// logger is captured at its output stream (what stdout would get); the codes are recovered from
// their stored hashes, so the check knows exactly which six digits must not appear.
import { createHash } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as createAccount } from '@/app/api/auth/create-account/route';
import { POST as forgotPassword } from '@/app/api/auth/forgot-password/route';
import { prisma } from '@/server/db/client';
import { resetEnvForTests } from '@/server/env';
import { log } from '@/server/log';
import { devOutbox } from '@/server/mail/send-mail';
import { callRoute } from '@/test/call-route';

type Stream = { write: (line: string) => boolean };
const stream = (log as unknown as Record<symbol, Stream>)[pino.symbols.streamSym]!;
const originalWrite = stream.write;
const originalLevel = log.level;
const saved = {
  NODE_ENV: process.env.NODE_ENV,
  MAIL_TRANSPORT: process.env.MAIL_TRANSPORT,
  SMTP_URL: process.env.SMTP_URL,
  JWT_SECRET: process.env.JWT_SECRET,
};
const lines: string[] = [];

beforeAll(() => {
  Object.assign(process.env, {
    NODE_ENV: 'production',
    MAIL_TRANSPORT: 'log',
    JWT_SECRET: 'codes-not-logged-secret-0123456789abcdef',
  });
  delete process.env.SMTP_URL;
  resetEnvForTests();
  log.level = 'info';
  stream.write = (line: string) => {
    lines.push(line);
    return true;
  };
});

afterAll(() => {
  stream.write = originalWrite;
  log.level = originalLevel;
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnvForTests();
});

/** The six digits whose hash was stored for this user and purpose (codes are never stored in clear). */
async function storedCode(
  email: string,
  purpose: 'VERIFY_EMAIL' | 'RESET_PASSWORD',
): Promise<string> {
  const db = await prisma();
  const row = await db.oneTimeCode.findFirstOrThrow({
    where: { user: { email }, purpose },
    orderBy: { createdAt: 'desc' },
  });
  for (let n = 0; n < 1_000_000; n++) {
    const code = String(n).padStart(6, '0');
    if (createHash('sha256').update(`${row.userId}:${code}`).digest('hex') === row.codeHash)
      return code;
  }
  throw new Error('no six-digit code matches the stored hash');
}

async function until(found: () => boolean) {
  for (let i = 0; i < 100 && !found(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('production with MAIL_TRANSPORT=log', () => {
  it('logs that sign-up and reset emails were not sent, by kind and address, and neither code', async () => {
    const email = `codes.${Date.now()}@example.test`;
    const signUp = await callRoute(createAccount, {
      body: { username: 'Ada', email, password: 'correct horse 1' },
      ip: '10.77.0.1',
    });
    expect(signUp.status).toBe(201);
    const reset = await callRoute(forgotPassword, { body: { email }, ip: '10.77.0.2' });
    expect(reset.status).toBe(200);
    const notSent = () =>
      lines
        .map((line) => JSON.parse(line))
        .filter((entry) => entry.to === email && /email not sent/.test(entry.msg));
    await until(() => notSent().length >= 2);

    expect(notSent().map((entry) => entry.kind)).toEqual([
      'verification code',
      'password reset code',
    ]);
    const verifyCode = await storedCode(email, 'VERIFY_EMAIL');
    const resetCode = await storedCode(email, 'RESET_PASSWORD');
    const output = lines.join('');
    expect(output).not.toContain(verifyCode);
    expect(output).not.toContain(resetCode);
    expect(output).not.toMatch(/Your Pursuit|verification code:|reset code:/);
    // Nothing is kept in memory in production either.
    expect(devOutbox().filter((m) => m.to === email)).toEqual([]);
  }, 180_000); // two searches of a million hashes, on a busy machine
});
