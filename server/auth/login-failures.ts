import 'server-only';
import { countHit, peekRateLimit, rateLimited } from '@/server/http/rate-limit';
import { authLimit } from './rate-limits';

// Failed-password limits: per (email, client), and a much higher cap per email from everywhere.
// Only failures count, so the owner's client, which has not failed, still signs in while a
// stranger's client is locked out of guessing. Keys hold the plain email (account deletion
// removes the rows that name a user).
const rules = (email: string, client: string) => [
  authLimit('loginEmailClient', `${email}:${client}`),
  authLimit('loginEmail', email),
];

/** 429 when this client, or everyone together, has failed too often for this email. */
export async function requireLoginAllowed(options: {
  email: string;
  client: string;
}): Promise<void> {
  for (const rule of rules(options.email, options.client)) {
    const { count, resetAt } = await peekRateLimit(rule.key);
    if (resetAt && count >= rule.limit) throw rateLimited(resetAt);
  }
}

/** Counts one failed password for this email from this client. */
export async function recordFailedLogin(options: { email: string; client: string }): Promise<void> {
  for (const rule of rules(options.email, options.client)) await countHit(rule);
}
