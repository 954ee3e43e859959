import 'server-only';
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { CodePurpose } from '@/generated/prisma/client';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { countHit, peekRateLimit, rateLimited } from '@/server/http/rate-limit';
import { log } from '@/server/log';
import { codeLockEmail } from '@/server/mail/code-lock-email';
import { sendMail } from '@/server/mail/send-mail';

export const CODE_TTL_SECONDS = 15 * 60;
export const CODE_MAX_ATTEMPTS = 5;
export const INVALID_CODE = 'Invalid or expired code. Try again.';
/** Wrong codes (verification and reset together) one account may receive per day, across re-issued codes. */
export const CODE_GUESSES_PER_DAY = 20;
const DAY_SECONDS = 24 * 60 * 60;
const CODES_PAUSED =
  'Too many wrong codes were entered for this account today, so codes are paused.';

// Names the user id: account deletion removes the rate-limit rows that name a user.
const guessesKey = (userId: string) => `code-guesses:${userId}`;

/** Refuses (429) while the account's wrong-code count for the day is at the cap. */
async function requireCodesAllowed(userId: string): Promise<void> {
  const { count, resetAt } = await peekRateLimit(guessesKey(userId));
  if (resetAt && count >= CODE_GUESSES_PER_DAY) throw rateLimited(resetAt, CODES_PAUSED);
}

/** Counts a wrong guess; the one that reaches the cap emails the owner (once per window). */
async function recordWrongGuess(userId: string): Promise<void> {
  const { count, resetAt } = await countHit({
    key: guessesKey(userId),
    limit: CODE_GUESSES_PER_DAY,
    windowSeconds: DAY_SECONDS,
  });
  if (count !== CODE_GUESSES_PER_DAY) return;
  const db = await prisma();
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { email: true, username: true },
  });
  if (!user) return;
  await sendMail(
    codeLockEmail({ to: user.email, username: user.username, wrongGuesses: count, until: resetAt }),
  ).catch((err: unknown) => log.error({ err }, 'code lock email failed'));
}

const hashCode = (userId: string, code: string) =>
  createHash('sha256').update(`${userId}:${code}`).digest('hex');

/** A fresh six-digit code for the purpose; earlier unused ones of the same purpose die. 429 while codes are paused. */
export async function issueCode(options: {
  userId: string;
  purpose: CodePurpose;
}): Promise<string> {
  await requireCodesAllowed(options.userId);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const db = await prisma();
  await db.$transaction([
    db.oneTimeCode.updateMany({
      where: { userId: options.userId, purpose: options.purpose, consumedAt: null },
      data: { consumedAt: new Date() },
    }),
    db.oneTimeCode.create({
      data: {
        userId: options.userId,
        purpose: options.purpose,
        codeHash: hashCode(options.userId, code),
        expiresAt: new Date(Date.now() + CODE_TTL_SECONDS * 1000),
      },
    }),
  ]);
  return code;
}

/**
 * Checks and consumes the user's live code. A wrong guess counts an attempt; the fifth wrong one
 * kills the code. Every failure is the same 400 so the answer tells nothing, until the account
 * reaches CODE_GUESSES_PER_DAY wrong guesses: then every code is refused (429) for the day.
 */
export async function consumeCode(options: {
  userId: string;
  purpose: CodePurpose;
  code: string;
}): Promise<void> {
  await requireCodesAllowed(options.userId);
  const db = await prisma();
  const live = await db.oneTimeCode.findFirst({
    where: {
      userId: options.userId,
      purpose: options.purpose,
      consumedAt: null,
      expiresAt: { gt: new Date() },
    },
    orderBy: { createdAt: 'desc' },
  });
  if (!live || live.attempts >= CODE_MAX_ATTEMPTS) throw new AppError('BAD_REQUEST', INVALID_CODE);
  const expected = Buffer.from(live.codeHash, 'hex');
  const given = Buffer.from(hashCode(options.userId, options.code), 'hex');
  if (!timingSafeEqual(expected, given)) {
    // Counted in the database so parallel guesses cannot exceed the limit.
    await db.oneTimeCode.updateMany({
      where: { id: live.id },
      data: { attempts: { increment: 1 } },
    });
    await recordWrongGuess(options.userId);
    throw new AppError('BAD_REQUEST', INVALID_CODE);
  }
  const used = await db.oneTimeCode.updateMany({
    where: { id: live.id, consumedAt: null, attempts: { lt: CODE_MAX_ATTEMPTS } },
    data: { consumedAt: new Date() },
  });
  if (used.count !== 1) throw new AppError('BAD_REQUEST', INVALID_CODE);
}
