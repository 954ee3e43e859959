import 'server-only';
import type { RateLimitRule } from './rate-limit';

/**
 * Rules for a signed-in heavy route: the same budget per client address and per user, so
 * neither many accounts behind one address nor one account from many addresses gets more.
 * Keys name the user id (account deletion removes the rows that name a user).
 */
export function userAndAddressLimits(
  name: string,
  budget: { limit: number; windowSeconds: number },
) {
  return ({ ip, user }: { ip: string; user: { id: string } }): RateLimitRule[] => [
    { key: `${name}:ip:${ip}`, ...budget },
    { key: `${name}:user:${user.id}`, ...budget },
  ];
}
