import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Prisma } from '@/generated/prisma/client';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { writeApplications } from '@/server/applications/lifecycle/write-applications';
import type { NewApplication } from '@/server/applications/lifecycle/create-applications';
import {
  accountDocumentSchema,
  type AccountDocument,
  type AccountImportResult,
} from '@/lib/users/account-document';
import { SALARY_RANGE_MESSAGE } from '@/lib/applications/schemas';
import { resolveTimezone } from '@/lib/time/timezone-options';
import { knownTemplate } from '@/lib/resume/templates';
import {
  armSoonDueReminders,
  type ChangedReminder,
} from '@/server/reminders/arm-soon-due-reminders';
import { syncImportedReminders } from '@/server/reminders/sync-imported-reminders';
import { resolveTaskDue } from '@/server/applications/tasks/resolve-task-due';
import { importApplyData } from './import-apply-data';

export type ImportAccountOptions = { userId: string; text: string; now?: Date };

const day = (ymd: string | null) => (ymd ? new Date(`${ymd}T00:00:00Z`) : null);

function parseDocument(text: string) {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new AppError(
      'VALIDATION_ERROR',
      'file is not valid JSON (expected a file made by Export my data)',
    );
  }
  const doc = accountDocumentSchema.parse(json);
  const timezone = doc.profile?.timezone ? resolveTimezone(doc.profile.timezone) : null;
  if (doc.profile?.timezone && !timezone)
    throw new AppError(
      'VALIDATION_ERROR',
      `profile.timezone '${doc.profile.timezone.slice(0, 64)}' is not a known time zone`,
    );
  for (const [i, a] of doc.applications.entries()) {
    if (a.interview_timezone && !resolveTimezone(a.interview_timezone)) {
      throw new AppError(
        'VALIDATION_ERROR',
        `applications.${i}.interview_timezone '${a.interview_timezone}' is not a known time zone`,
      );
    }
    if (a.salary_min !== null && a.salary_max !== null && a.salary_min > a.salary_max)
      throw new AppError(
        'VALIDATION_ERROR',
        `applications.${i}.salary_min: ${SALARY_RANGE_MESSAGE}`,
      );
  }
  return { doc, timezone };
}

type ImportedTask = { title: string; dueAt: Date | null; doneAt: Date | null; createdAt: Date };

/**
 * Each application's tasks with their due times read as the tasks API reads them (wall-clock
 * text in the task's `timezone`, else the profile's zone), before anything is written. A refusal
 * names the task: `applications.2.tasks.0.due_at …`.
 */
function resolveTasks(
  doc: AccountDocument,
  userZone: string | null,
  now: Date,
): Map<AccountDocument['applications'][number], ImportedTask[]> {
  const byApplication = new Map<AccountDocument['applications'][number], ImportedTask[]>();
  for (const [i, a] of doc.applications.entries()) {
    byApplication.set(
      a,
      a.tasks.map((t, j) => {
        const at = `applications.${i}.tasks.${j}`;
        if (t.done === false && t.done_at !== null)
          throw new AppError(
            'VALIDATION_ERROR',
            `${at}.done_at: a task that is not done has no done_at (got '${t.done_at}')`,
          );
        let dueAt: Date | null = null;
        try {
          dueAt =
            t.due_at === null
              ? null
              : resolveTaskDue({ dueAt: t.due_at, timezone: t.timezone, userZone });
        } catch (error) {
          if (error instanceof AppError) throw new AppError(error.code, `${at}.${error.message}`);
          throw error;
        }
        return {
          title: t.title,
          dueAt,
          doneAt: t.done_at ? new Date(t.done_at) : t.done ? now : null,
          createdAt: t.created_at ? new Date(t.created_at) : now,
        };
      }),
    );
  }
  return byApplication;
}

/**
 * Loads an "Export my data" document into the signed-in account, all or nothing: applications
 * (with history, contacts, tasks and submission snapshots) and the contacts book are added under new ids, except ones
 * this account already has (re-importing your own export adds nothing); resumes replace the ones
 * of the same name; the profile's username and time zone are taken over, and the apply profile and
 * saved answers (server/account/import-apply-data.ts). The email never changes.
 * Open tasks due after now get their reminder planned afresh; no reminder state is copied.
 */
export async function importAccount({
  userId,
  text,
  now = new Date(),
}: ImportAccountOptions): Promise<AccountImportResult> {
  const { doc, timezone } = parseDocument(text);
  const db = await prisma();
  const account = await db.user.findUnique({ where: { id: userId }, select: { timezone: true } });
  const tasksOf = resolveTasks(doc, timezone ?? account?.timezone ?? null, now);
  let changed: ChangedReminder[] = [];
  let afterCommit = async () => {};
  const result = await db.$transaction(
    async (tx) => {
      const ids = doc.applications.map((a) => a.id).filter((id): id is string => Boolean(id));
      const existing = new Set(
        (
          await tx.application.findMany({
            where: { userId, id: { in: ids } },
            select: { id: true },
          })
        ).map((r) => r.id),
      );
      const fresh = doc.applications.filter((a) => !a.id || !existing.has(a.id));
      const apps: NewApplication[] = [];
      const contacts: Prisma.ApplicationContactCreateManyInput[] = [];
      const interactions: Prisma.ContactInteractionCreateManyInput[] = [];
      const tasks: (ImportedTask & { id: string; userId: string; applicationId: string })[] = [];
      const submissions: { applicationId: string; list: (typeof fresh)[number]['submissions'] }[] =
        [];
      // Links of the contacts book: [application id, contact id] (the join table's A and B).
      const links: [string, string][] = [];
      // Exported application id → its id in this account (new, or the same when it was already here).
      const appIds = new Map<string, string>([...existing].map((id) => [id, id]));
      for (const a of fresh) {
        const id = randomUUID();
        if (a.id) appIds.set(a.id, id);
        const createdAt = a.created_at ? new Date(a.created_at) : now;
        const interviewAt = a.interview_date ? new Date(a.interview_date) : null;
        apps.push({
          id,
          values: a,
          createdAt,
          interview: interviewAt
            ? { at: interviewAt, timezone: resolveTimezone(a.interview_timezone ?? 'UTC') ?? 'UTC' }
            : null,
          history: a.history.length
            ? a.history.map((h) => ({
                from: h.from_status,
                to: h.status,
                at: new Date(h.changed_at),
              }))
            : undefined,
        });
        submissions.push({ applicationId: id, list: a.submissions });
        for (const t of tasksOf.get(a) ?? []) {
          tasks.push({ id: randomUUID(), userId, applicationId: id, ...t });
        }
        // Exports made before the contacts book: each application's contacts, linked to it.
        for (const c of doc.contacts ? [] : a.contacts) {
          const contactId = randomUUID();
          links.push([id, contactId]);
          contacts.push({
            id: contactId,
            userId,
            company: a.company,
            name: c.name,
            role: c.role,
            email: c.email,
            phone: c.phone,
            linkedinUrl: c.linkedin_url,
            notes: c.notes,
          });
        }
      }
      if (doc.contacts) {
        const known = new Set(
          (
            await tx.applicationContact.findMany({
              where: {
                userId,
                id: { in: doc.contacts.map((c) => c.id).filter((v): v is string => Boolean(v)) },
              },
              select: { id: true },
            })
          ).map((r) => r.id),
        );
        for (const c of doc.contacts) {
          if (c.id && known.has(c.id)) continue;
          const contactId = randomUUID();
          contacts.push({
            id: contactId,
            userId,
            name: c.name,
            company: c.company,
            role: c.role,
            email: c.email,
            phone: c.phone,
            linkedinUrl: c.linkedin_url,
            notes: c.notes,
            reachOutOn: day(c.reach_out_on),
          });
          for (const appId of new Set(c.application_ids)) {
            const mapped = appIds.get(appId);
            if (mapped) links.push([mapped, contactId]);
          }
          for (const i of c.interactions) {
            interactions.push({
              userId,
              contactId,
              kind: i.kind,
              occurredOn: new Date(`${i.occurred_on}T00:00:00Z`),
              note: i.note,
            });
          }
        }
      }
      const written = await writeApplications({
        userId,
        userZone: timezone ?? account?.timezone ?? null,
        origin: 'account-import',
        create: apps,
        tx,
        now,
      });
      afterCommit = written.afterCommit;
      await tx.applicationContact.createMany({ data: contacts });
      await tx.contactInteraction.createMany({ data: interactions });
      await tx.applicationTask.createMany({ data: tasks });
      if (links.length) {
        await tx.$executeRaw`INSERT INTO "_ApplicationContactLinks" ("A", "B")
          SELECT * FROM unnest(${links.map((l) => l[0])}::text[], ${links.map((l) => l[1])}::text[])`;
      }
      for (const r of doc.resumes) {
        const data = r.data as Prisma.InputJsonValue;
        const template = knownTemplate(typeof r.template === 'string' ? r.template : null);
        await tx.resume.upsert({
          where: { userId_name: { userId, name: r.name } },
          create: { userId, name: r.name, data, template },
          update: { data, template },
        });
      }
      // Keep one default resume (what /api/resumes/current answers): the oldest when none is set.
      if (
        doc.resumes.length &&
        !(await tx.resume.findFirst({ where: { userId, isDefault: true }, select: { id: true } }))
      ) {
        const first = await tx.resume.findFirst({
          where: { userId },
          orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
          select: { id: true },
        });
        if (first) await tx.resume.update({ where: { id: first.id }, data: { isDefault: true } });
      }
      if (doc.profile) {
        await tx.user.update({
          where: { id: userId },
          data: {
            ...(doc.profile.username ? { username: doc.profile.username } : {}),
            ...(timezone ? { timezone } : {}),
          },
        });
      }
      const apply = await importApplyData({ tx, userId, doc, submissions });
      changed = await syncImportedReminders({ tx, userId, tasks, now });
      return {
        applications: { created: apps.length, skipped: doc.applications.length - fresh.length },
        contacts: contacts.length,
        tasks: tasks.length,
        resumes: doc.resumes.length,
        ...apply,
      };
    },
    { timeout: 60_000 },
  );
  await afterCommit();
  await armSoonDueReminders(changed);
  return result;
}
