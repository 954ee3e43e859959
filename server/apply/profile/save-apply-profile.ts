import 'server-only';
import type { ApplyProfile } from '@/lib/apply/profile-schema';
import { prisma } from '@/server/db/client';

/** Replaces the user's apply profile (already parsed and bounded by the API's schema). */
export async function saveApplyProfile({
  userId,
  profile,
}: {
  userId: string;
  profile: ApplyProfile;
}): Promise<ApplyProfile> {
  const db = await prisma();
  await db.applyProfile.upsert({
    where: { userId },
    create: { userId, data: profile },
    update: { data: profile },
  });
  return profile;
}
