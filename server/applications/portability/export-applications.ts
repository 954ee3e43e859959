import 'server-only';
import { prisma } from '@/server/db/client';
import { applicationSelect, toApplicationDto } from '@/server/applications/application-dto';
import { EXPORT_COLUMNS } from '@/lib/applications/fields';
import { toCsv } from '@/lib/text/csv';

export type ExportApplicationsOptions = { userId: string; format: 'csv' | 'json'; now?: Date };

/** Every application of the user as a CSV (RFC 4180, formula cells neutralised) or JSON download. */
export async function exportApplications({
  userId,
  format,
  now = new Date(),
}: ExportApplicationsOptions): Promise<Response> {
  const db = await prisma();
  const rows = await db.application.findMany({
    where: { userId },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: applicationSelect,
  });
  const records = rows.map((r) => {
    const dto = toApplicationDto(r);
    return Object.fromEntries(EXPORT_COLUMNS.map((c) => [c, dto[c]])) as Record<
      (typeof EXPORT_COLUMNS)[number],
      string | number | null
    >;
  });
  const name = `pursuit-applications-${now.toISOString().slice(0, 10)}.${format}`;
  const headers = {
    'content-disposition': `attachment; filename="${name}"`,
    'cache-control': 'no-store',
  };
  if (format === 'json') {
    return new Response(JSON.stringify({ data: records }, null, 2), {
      headers: { ...headers, 'content-type': 'application/json; charset=utf-8' },
    });
  }
  const csv = toCsv(
    EXPORT_COLUMNS,
    records.map((r) => EXPORT_COLUMNS.map((c) => (r[c] === null ? null : String(r[c])))),
  );
  return new Response(csv, {
    headers: { ...headers, 'content-type': 'text/csv; charset=utf-8; header=present' },
  });
}
