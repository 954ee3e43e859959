import 'server-only';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';

export type RevokePersonalAccessTokenOptions = { userId: string; id: string };

/** Revokes one of the user's tokens; it is refused from the next request on, on every instance (no cache). Another user's id → 404. */
export async function revokePersonalAccessToken(
  options: RevokePersonalAccessTokenOptions,
): Promise<void> {
  const db = await prisma();
  const { count } = await db.personalAccessToken.updateMany({
    where: { id: options.id, userId: options.userId, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  if (count === 0) throw new AppError('NOT_FOUND', 'Token not found');
}
