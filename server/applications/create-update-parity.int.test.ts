// Creating an application writes its side effects in one raw SQL statement
// (insert-new-application.ts); updating one writes them through Prisma (update-application.ts).
// Two definitions can drift, so this test holds them to one behaviour: an application created
// with some values and one created bare then updated to the same values must end with the same
// fields and the same kinds of side effects — every table keyed by application_id (found in the
// database, so a new side-effect table is covered without touching this file), the same planned
// reminders, the same latest status-history and activity rows. A field the edit form has and the
// add form lacks must be listed below, with its reason.
import { describe, expect, it } from 'vitest';
import {
  addApplicationSchema,
  updateApplicationSchema,
  type UpdateApplicationInput,
} from '@/lib/applications/schemas';
import { database, prisma } from '@/server/db/client';
import { createUser } from '@/test/factories';
import { createApplication } from './create-application';
import { updateApplication } from './update-application';

/** Edit-only fields: interviews are set after an application exists (set-interview, the edit form). */
const EDIT_ONLY = new Set(['interview_date', 'interview_timezone']);

const ymd = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A value for every field the edit form sends (add a value here when the update schema gains a field). */
function values(resumeId: string): UpdateApplicationInput {
  return {
    job_title: 'Platform Engineer',
    company: 'Northwind Logistics',
    status: 'Applied',
    applied_date: ymd(-3),
    follow_up_date: ymd(5),
    job_link: 'https://jobs.example.com/northwind/platform',
    notes: 'Referred by Ada',
    job_description: 'Kubernetes, Go and PostgreSQL in production.',
    resume_id: resumeId,
    source: 'Referral',
    location: 'Rotterdam, Netherlands',
    work_mode: 'hybrid',
    salary_min: 70000,
    salary_max: 85000.5,
    salary_currency: 'EUR',
    salary_period: 'year',
    priority: 4,
    deadline: ymd(10),
  };
}

async function sideEffectTables(): Promise<string[]> {
  const db = await database();
  const rows = await db.query<{ table_name: string }>(
    'side-effect-tables',
    `SELECT table_name FROM information_schema.columns WHERE column_name = 'application_id' AND table_schema = current_schema() ORDER BY table_name`,
    [],
  );
  return rows.map((r) => r.table_name);
}

async function rowCounts(tables: string[], applicationId: string): Promise<Record<string, number>> {
  const db = await database();
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await db.query<{ n: number }>(
      `count-${table}`,
      `SELECT count(*)::int AS n FROM "${table}" WHERE application_id = $1`,
      [applicationId],
    );
    counts[table] = row?.n ?? 0;
  }
  return counts;
}

async function state(applicationId: string) {
  const db = await prisma();
  const app = await db.application.findUniqueOrThrow({ where: { id: applicationId } });
  const reminders = await db.reminder.findMany({
    where: { applicationId },
    select: { kind: true, dueAt: true },
    orderBy: [{ kind: 'asc' }, { dueAt: 'asc' }],
  });
  const lastStatus = await db.applicationStatusChange.findFirst({
    where: { applicationId },
    orderBy: { changedAt: 'desc' },
    select: { status: true },
  });
  const lastEvent = await db.applicationEvent.findFirst({
    where: { applicationId },
    orderBy: { createdAt: 'desc' },
    select: { jobTitle: true, company: true, status: true },
  });
  const sent = await db.sentResume.findUnique({
    where: { applicationId },
    select: { resumeId: true, name: true, template: true, jobDescription: true },
  });
  const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = app;
  return { fields, reminders, lastStatus, lastEvent, sent };
}

describe('creating and updating an application write the same side effects', () => {
  it('the update schema has no field the add schema lacks beyond the listed edit-only ones', () => {
    const addFields = new Set(Object.keys(addApplicationSchema.shape));
    const missing = Object.keys(updateApplicationSchema.shape).filter(
      (k) => !addFields.has(k) && !EDIT_ONLY.has(k),
    );
    expect(missing).toEqual([]);
  });

  it('created with values ≡ created bare, then updated to the same values', async () => {
    const user = await createUser({ timezone: 'Europe/Berlin' });
    const db = await prisma();
    const resume = await db.resume.create({
      data: {
        userId: user.id,
        name: 'Platform CV',
        data: { header: { fullName: 'Ada Lovelace' } },
      },
    });
    const all = values(resume.id);
    const addFields = Object.keys(addApplicationSchema.shape);
    const common = Object.fromEntries(Object.entries(all).filter(([k]) => addFields.includes(k)));
    const editOnAdd = Object.fromEntries(
      Object.entries(all).filter(([k]) => !addFields.includes(k)),
    );

    // A: created with every value the add form takes, then given the rest (what the add form lacks) by an edit.
    const a = await createApplication({
      userId: user.id,
      userZone: 'Europe/Berlin',
      input: addApplicationSchema.parse(common),
    });
    if (Object.keys(editOnAdd).length)
      await updateApplication({
        userId: user.id,
        id: a.id,
        changes: editOnAdd,
        userTimezone: 'Europe/Berlin',
      });
    // B: created bare, then every value by one edit.
    const bare = addApplicationSchema.parse({
      job_title: 'Draft',
      company: 'Draft Co',
      status: 'Not Applied',
    });
    const b = await createApplication({ userId: user.id, userZone: 'Europe/Berlin', input: bare });
    await updateApplication({
      userId: user.id,
      id: b.id,
      changes: all,
      userTimezone: 'Europe/Berlin',
    });

    const tables = await sideEffectTables();
    expect(tables).toEqual(
      expect.arrayContaining([
        'application_events',
        'application_status_changes',
        'reminders',
        'sent_resumes',
      ]),
    );
    const written = (counts: Record<string, number>) =>
      Object.keys(counts)
        .filter((t) => counts[t]! > 0)
        .sort();
    expect(written(await rowCounts(tables, a.id))).toEqual(written(await rowCounts(tables, b.id)));

    const [sa, sb] = [await state(a.id), await state(b.id)];
    expect(sa.fields).toEqual(sb.fields);
    expect(sa.reminders.map((r) => r.kind)).toEqual(['FOLLOW_UP', 'NO_REPLY']);
    expect(sa.reminders).toEqual(sb.reminders);
    expect(sa.lastStatus).toEqual(sb.lastStatus);
    expect(sa.lastEvent).toEqual(sb.lastEvent);
    expect(sa.sent).toEqual(sb.sent);
  }, 60_000);
});
