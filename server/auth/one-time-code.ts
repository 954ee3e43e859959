import 'server-only';
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { CodePurpose } from '@/generated/prisma/client';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';

export const CODE_TTL_SECONDS = 15 * 60;
export const CODE_MAX_ATTEMPTS = 5;
export const INVALID_CODE = 'Invalid or expired code. Try again.';

const hashCode = (userId: string, code: string) => createHash('sha256').update(`${userId}:${code}`).digest('hex');

/** A fresh six-digit code for the purpose; earlier unused ones of the same purpose die. */
export async function issueCode(options: { userId: string; purpose: CodePurpose }): Promise<string> {
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
 * kills the code. Every failure is the same 400 so the answer tells nothing.
 */
export async function consumeCode(options: { userId: string; purpose: CodePurpose; code: string }): Promise<void> {
  const db = await prisma();
  const live = await db.oneTimeCode.findFirst({
    where: { userId: options.userId, purpose: options.purpose, consumedAt: null, expiresAt: { gt: new Date() } },
    orderBy: { createdAt: 'desc' },
  });
  if (!live || live.attempts >= CODE_MAX_ATTEMPTS) throw new AppError('BAD_REQUEST', INVALID_CODE);
  const expected = Buffer.from(live.codeHash, 'hex');
  const given = Buffer.from(hashCode(options.userId, options.code), 'hex');
  if (!timingSafeEqual(expected, given)) {
    // Counted in the database so parallel guesses cannot exceed the limit.
    await db.oneTimeCode.updateMany({ where: { id: live.id }, data: { attempts: { increment: 1 } } });
    throw new AppError('BAD_REQUEST', INVALID_CODE);
  }
  const used = await db.oneTimeCode.updateMany({
    where: { id: live.id, consumedAt: null, attempts: { lt: CODE_MAX_ATTEMPTS } },
    data: { consumedAt: new Date() },
  });
  if (used.count !== 1) throw new AppError('BAD_REQUEST', INVALID_CODE);
}
