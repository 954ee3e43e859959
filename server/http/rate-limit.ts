import 'server-only';
import { prisma } from '@/server/db/client';
import { AppError } from './app-error';

export type RateLimitRule = { key: string; limit: number; windowSeconds: number };

/** Expired buckets are deleted at most this often per process (they hold emails and addresses). */
const PURGE_EVERY_MS = 60_000;
let lastPurge = 0;

/**
 * Counts one hit against each rule in the shared database (fixed windows, atomic upsert, so
 * every instance sees the same counts) and throws 429 with Retry-After when one is exceeded.
 * Time is the application's clock (`Date`), not the database's, so tests can move it.
 */
export async function consumeRateLimits(rules: RateLimitRule[]): Promise<void> {
  if (!rules.length) return;
  await purgeExpiredRateLimits();
  for (const rule of rules) {
    const { count, resetAt } = await countHit(rule);
    if (count > rule.limit) throw rateLimited(resetAt);
  }
}

/** One hit on a bucket: its count in the current window and when the window ends. */
export async function countHit(rule: RateLimitRule): Promise<{ count: number; resetAt: Date }> {
  const db = await prisma();
  const now = new Date();
  const resetAt = new Date(now.getTime() + rule.windowSeconds * 1000);
  const rows = await db.$queryRaw<{ count: number; reset_at: Date }[]>`
    INSERT INTO rate_limit_buckets (key, count, reset_at)
    VALUES (${rule.key}, 1, ${resetAt})
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limit_buckets.reset_at <= ${now} THEN 1 ELSE rate_limit_buckets.count + 1 END,
      reset_at = CASE WHEN rate_limit_buckets.reset_at <= ${now} THEN EXCLUDED.reset_at ELSE rate_limit_buckets.reset_at END
    RETURNING count, reset_at`;
  const row = rows[0]!;
  return { count: Number(row.count), resetAt: new Date(row.reset_at) };
}

/** The bucket's count in its current window, without counting a hit (0 when none is live). */
export async function peekRateLimit(key: string): Promise<{ count: number; resetAt: Date | null }> {
  const db = await prisma();
  const row = await db.rateLimitBucket.findFirst({
    where: { key, resetAt: { gt: new Date() } },
    select: { count: true, resetAt: true },
  });
  return row ? { count: row.count, resetAt: row.resetAt } : { count: 0, resetAt: null };
}

/** The 429 a caller gets until `resetAt`. */
export function rateLimited(resetAt: Date, message = 'Too many attempts.'): AppError {
  const retryAfter = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
  return new AppError('RATE_LIMITED', `${message} Try again in ${retryAfter} seconds.`, {
    headers: { 'Retry-After': String(retryAfter) },
  });
}

/** Deletes buckets whose window has ended, at most once a minute per process. */
export async function purgeExpiredRateLimits(): Promise<void> {
  const now = Date.now();
  if (now - lastPurge < PURGE_EVERY_MS) return;
  lastPurge = now;
  const db = await prisma();
  await db.rateLimitBucket.deleteMany({ where: { resetAt: { lte: new Date(now) } } });
}
