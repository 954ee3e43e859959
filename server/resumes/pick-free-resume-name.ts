import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import { MAX_RESUME_NAME } from '@/lib/resume/saved-resume-schemas';

export type PickFreeResumeNameOptions = {
  tx: Prisma.TransactionClient;
  userId: string;
  base: string;
};

/** `base`, or `base (2)`, `base (3)`… — the first name none of the user's resumes has. */
export async function pickFreeResumeName({
  tx,
  userId,
  base,
}: PickFreeResumeNameOptions): Promise<string> {
  const stem = base.trim().slice(0, MAX_RESUME_NAME - 6) || 'Resume';
  const taken = new Set(
    (
      await tx.resume.findMany({
        where: { userId, name: { startsWith: stem } },
        select: { name: true },
      })
    ).map((r) => r.name),
  );
  let name = stem;
  for (let n = 2; taken.has(name); n++) name = `${stem} (${n})`;
  return name;
}
