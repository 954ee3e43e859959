import 'server-only';
import { normalizeJobUrl } from '@/lib/applications/duplicate-keys';
import { prisma } from '@/server/db/client';

/**
 * The user's application for a job link, compared as the clipper's duplicate check does (scheme,
 * www., trailing slash and tracking parameters ignored): the most recently created one when several
 * share the link; null when none does.
 */
export async function findApplicationByJobLink({
  userId,
  jobUrl,
}: {
  userId: string;
  jobUrl: string;
}): Promise<string | null> {
  const wanted = normalizeJobUrl(jobUrl);
  if (!wanted) return null;
  const db = await prisma();
  const rows = await db.application.findMany({
    where: { userId, jobLink: { not: null } },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: { id: true, jobLink: true },
  });
  return rows.find((r) => normalizeJobUrl(r.jobLink) === wanted)?.id ?? null;
}
