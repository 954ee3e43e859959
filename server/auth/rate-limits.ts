import 'server-only';
import { env } from '@/server/env';
import type { RateLimitRule } from '@/server/http/rate-limit';

const limits = {
  /** Failed passwords for one email from one client: the limit a guesser meets. */
  loginEmailClient: { limit: 10, windowSeconds: 15 * 60 },
  /** Failed passwords for one email from everywhere: much higher, so a stranger cannot lock the owner out cheaply. */
  loginEmail: { limit: 100, windowSeconds: 60 * 60 },
  loginIp: { limit: 50, windowSeconds: 15 * 60 },
  signupIp: { limit: 10, windowSeconds: 60 * 60 },
  codeCheck: { limit: 10, windowSeconds: 15 * 60 },
  forgotEmail: { limit: 3, windowSeconds: 15 * 60 },
  forgotIp: { limit: 20, windowSeconds: 60 * 60 },
  resendEmail: { limit: 1, windowSeconds: 60 },
  refreshIp: { limit: 120, windowSeconds: 60 },
} as const;

export type AuthLimit = keyof typeof limits;

/** A rule for one of the auth limits, scaled by AUTH_RATE_LIMIT_MULTIPLIER. */
export function authLimit(name: AuthLimit, subject: string): RateLimitRule {
  const { limit, windowSeconds } = limits[name];
  const scaled = Math.max(1, Math.floor(limit * env().AUTH_RATE_LIMIT_MULTIPLIER));
  return { key: `auth:${name}:${subject.trim().toLowerCase()}`, limit: scaled, windowSeconds };
}

/** The default thresholds (for tests and docs). */
export const authLimitDefaults = limits;
