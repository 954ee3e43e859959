import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import { AppError } from '@/server/http/app-error';

export type RequireFreeResumeNameOptions = {
  tx: Prisma.TransactionClient;
  userId: string;
  name: string;
  exceptId?: string;
};

/** Throws 409 when the user already has another resume with this name. */
export async function requireFreeResumeName({
  tx,
  userId,
  name,
  exceptId,
}: RequireFreeResumeNameOptions): Promise<void> {
  const clash = await tx.resume.findFirst({
    where: { userId, name, ...(exceptId ? { NOT: { id: exceptId } } : {}) },
    select: { id: true },
  });
  if (clash) throw new AppError('CONFLICT', `You already have a resume named "${name}"`);
}
