import 'server-only';
import { prisma } from '@/server/db/client';
import { loadDuplicateIndex } from '@/server/applications/duplicates/find-duplicate-applications';
import { companyTitleKey, normalizeJobUrl } from '@/lib/applications/duplicate-keys';
import type {
  ImportDryRunDto,
  ImportResultDto,
  ImportRowDto,
} from '@/lib/contracts/application-answers';
import { writeApplications } from '@/server/applications/lifecycle/write-applications';
import { parseApplicationsCsv } from './parse-applications-csv';

export type ImportApplicationsOptions = {
  userId: string;
  text: string;
  dryRun: boolean;
  now?: Date;
};

/**
 * A CSV from another tracker. The dry run answers what would be created, the errors and the
 * duplicates and writes nothing; the real run creates the good, non-duplicate rows through the
 * lifecycle (ADR 200) in one statement, events, history, reminders and webhooks included.
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
  const user = await db.user.findUnique({ where: { id: userId }, select: { timezone: true } });
  await writeApplications({
    userId,
    userZone: user?.timezone ?? null,
    origin: 'csv-import',
    // File order is kept: the last row is the newest.
    create: fresh.map(({ input: { resume_id: _resume, ...values } }, i) => ({
      values,
      createdAt: new Date(now.getTime() + i),
    })),
    now,
  });
  return { created: fresh.length, skipped: duplicates.length, errors };
}
