import 'server-only';
import { randomUUID } from 'node:crypto';
import { prisma } from '@/server/db/client';
import { toDbStatus } from '@/server/applications/db-status';
import { loadDuplicateIndex } from '@/server/applications/duplicates/find-duplicate-applications';
import { companyTitleKey, normalizeJobUrl } from '@/lib/tracking/duplicate-keys';
import type { ImportDryRunDto, ImportResultDto, ImportRowDto } from '@/lib/tracking/types';
import { armSoonDueReminders } from '@/server/reminders/arm-soon-due-reminders';
import { syncImportedReminders } from '@/server/reminders/sync-imported-reminders';
import { parseApplicationsCsv } from './parse-applications-csv';

export type ImportApplicationsOptions = {
  userId: string;
  text: string;
  dryRun: boolean;
  now?: Date;
};

/**
 * A CSV from another tracker. The dry run answers what would be created, the errors and the
 * duplicates and writes nothing; the real run creates the good, non-duplicate rows (with their
 * first status-history entry) in one transaction.
 */
export async function importApplications({
  userId,
  text,
  dryRun,
  now = new Date(),
}: ImportApplicationsOptions): Promise<ImportDryRunDto | ImportResultDto> {
  const { rows, errors, columns } = parseApplicationsCsv({ text });
  const index = await loadDuplicateIndex(userId);
  const seenNames = new Map<string, number>();
  const seenUrls = new Map<string, number>();
  const preview: ImportRowDto[] = rows.map(({ row, input }) => {
    const existing = index.match({
      company: input.company,
      jobTitle: input.job_title,
      jobLink: input.job_link,
    })[0];
    const name = companyTitleKey(input.company, input.job_title);
    const url = normalizeJobUrl(input.job_link);
    const earlier = seenNames.get(name) ?? (url ? seenUrls.get(url) : undefined);
    if (!seenNames.has(name)) seenNames.set(name, row);
    if (url && !seenUrls.has(url)) seenUrls.set(url, row);
    return {
      row,
      job_title: input.job_title,
      company: input.company,
      status: input.status,
      applied_date: input.applied_date,
      job_link: input.job_link,
      notes: input.notes,
      duplicate_of: existing ? existing.id : earlier !== undefined ? `row:${earlier}` : null,
    };
  });
  const duplicates = preview
    .filter((p) => p.duplicate_of)
    .map((p) => ({ row: p.row, duplicate_of: p.duplicate_of as string }));
  if (dryRun) return { dry_run: true, rows: preview, errors, duplicates, columns };

  const fresh = rows.filter((_, i) => !preview[i]?.duplicate_of);
  const db = await prisma();
  const changed = await db.$transaction(async (tx) => {
    const apps = fresh.map(({ input }, i) => ({
      id: randomUUID(),
      userId,
      jobTitle: input.job_title,
      company: input.company,
      status: toDbStatus(input.status),
      appliedDate: input.applied_date ? new Date(`${input.applied_date}T00:00:00Z`) : null,
      jobLink: input.job_link,
      notes: input.notes,
      jobDescription: input.job_description,
      source: input.source,
      location: input.location,
      workMode: input.work_mode,
      salaryMin: input.salary_min,
      salaryMax: input.salary_max,
      salaryCurrency: input.salary_currency,
      salaryPeriod: input.salary_period,
      priority: input.priority,
      deadline: input.deadline ? new Date(`${input.deadline}T00:00:00Z`) : null,
      // File order is kept: the last row is the newest.
      createdAt: new Date(now.getTime() + i),
    }));
    await tx.application.createMany({ data: apps });
    await tx.applicationStatusChange.createMany({
      data: apps.map((a) => ({
        userId,
        applicationId: a.id,
        fromStatus: null,
        status: a.status,
        changedAt: a.createdAt,
      })),
    });
    return syncImportedReminders({ tx, userId, applications: apps, now });
  });
  await armSoonDueReminders(changed);
  return { created: fresh.length, skipped: duplicates.length, errors };
}
