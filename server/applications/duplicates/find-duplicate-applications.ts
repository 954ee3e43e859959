import 'server-only';
import { prisma } from '@/server/db/client';
import { fromDbStatus } from '@/server/applications/db-status';
import { companyTitleKey, normalizeJobUrl } from '@/lib/applications/duplicate-keys';
import type { DuplicateDto } from '@/lib/contracts/application-answers';

export type FindDuplicateApplicationsOptions = {
  userId: string;
  company?: string;
  jobTitle?: string;
  jobLink?: string;
};

export type DuplicateCandidate = { company: string; jobTitle: string; jobLink: string | null };

/** Keys of the user's applications, for matching many candidates at once (the import). */
export async function loadDuplicateIndex(userId: string) {
  const db = await prisma();
  const rows = await db.application.findMany({
    where: { userId },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: {
      id: true,
      jobTitle: true,
      company: true,
      status: true,
      appliedDate: true,
      jobLink: true,
      createdAt: true,
    },
  });
  const byName = new Map<string, (typeof rows)[number][]>();
  const byUrl = new Map<string, (typeof rows)[number][]>();
  for (const r of rows) {
    const name = companyTitleKey(r.company, r.jobTitle);
    byName.set(name, [...(byName.get(name) ?? []), r]);
    const url = normalizeJobUrl(r.jobLink);
    if (url) byUrl.set(url, [...(byUrl.get(url) ?? []), r]);
  }
  return {
    /** The user's applications that are the same job as the candidate (oldest first). */
    match({ company, jobTitle, jobLink }: Partial<DuplicateCandidate>) {
      const found = new Map<string, (typeof rows)[number]>();
      if (company && jobTitle)
        for (const r of byName.get(companyTitleKey(company, jobTitle)) ?? []) found.set(r.id, r);
      const url = normalizeJobUrl(jobLink);
      if (url) for (const r of byUrl.get(url) ?? []) found.set(r.id, r);
      return [...found.values()];
    },
  };
}

/**
 * The caller's applications that are the same job: same company and title ignoring case,
 * spacing and punctuation, or the same job URL once tracking parameters are removed.
 */
export async function findDuplicateApplications({
  userId,
  company,
  jobTitle,
  jobLink,
}: FindDuplicateApplicationsOptions): Promise<DuplicateDto[]> {
  const index = await loadDuplicateIndex(userId);
  return index.match({ company, jobTitle, jobLink }).map((r) => ({
    id: r.id,
    job_title: r.jobTitle,
    company: r.company,
    status: fromDbStatus(r.status),
    applied_date: r.appliedDate ? r.appliedDate.toISOString().slice(0, 10) : null,
    created_at: r.createdAt.toISOString(),
  }));
}
