import 'server-only';
import { prisma } from '@/server/db/client';
import { AppError } from './app-error';

export type RateLimitRule = { key: string; limit: number; windowSeconds: number };

/**
 * Counts one hit against each rule in the shared database (fixed windows, atomic upsert, so
 * every instance sees the same counts) and throws 429 with Retry-After when one is exceeded.
 */
export async function consumeRateLimits(rules: RateLimitRule[]): Promise<void> {
  if (!rules.length) return;
  const db = await prisma();
  for (const rule of rules) {
    const rows = await db.$queryRaw<{ count: number; reset_at: Date }[]>`
      INSERT INTO rate_limit_buckets (key, count, reset_at)
      VALUES (${rule.key}, 1, now() + make_interval(secs => ${rule.windowSeconds}))
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN rate_limit_buckets.reset_at <= now() THEN 1 ELSE rate_limit_buckets.count + 1 END,
        reset_at = CASE WHEN rate_limit_buckets.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limit_buckets.reset_at END
      RETURNING count, reset_at`;
    const row = rows[0];
    if (row && row.count > rule.limit) {
      const retryAfter = Math.max(1, Math.ceil((new Date(row.reset_at).getTime() - Date.now()) / 1000));
      throw new AppError('RATE_LIMITED', `Too many attempts. Try again in ${retryAfter} seconds.`, {
        headers: { 'Retry-After': String(retryAfter) },
      });
    }
  }
}
