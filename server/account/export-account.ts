import 'server-only';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { applicationSelect, toApplicationDto } from '@/server/applications/application-dto';
import { fromDbStatus } from '@/server/applications/db-status';
import { contactSelect, toContactDto } from '@/server/applications/contacts/contact-dto';
import {
  attachmentSelect,
  toAttachmentDto,
} from '@/server/applications/attachments/attachment-dto';
import { exportApplyData } from './export-apply-data';
import { ACCOUNT_DOCUMENT_FORMAT, ACCOUNT_DOCUMENT_VERSION } from '@/lib/users/account-document';

export type ExportAccountOptions = { userId: string; now?: Date };

/**
 * Everything the user owns as one JSON download: profile, applications with their history,
 * contacts, tasks and attachments (name, type, size and date: not the bytes), the contacts book (each
 * contact once, with its interactions), and every resume row with all its columns (read
 * generically, so columns other features add to `resumes` are exported too), the apply profile, saved
 * answers and each application's submission snapshots (ADR 266: the resume sent by its name, size
 * and SHA-256, not its bytes).
 */
export async function exportAccount({
  userId,
  now = new Date(),
}: ExportAccountOptions): Promise<Response> {
  const db = await prisma();
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { username: true, email: true, timezone: true, profilePicture: true, createdAt: true },
  });
  if (!user) throw new AppError('NOT_FOUND', 'User not found');
  const apps = await db.application.findMany({
    where: { userId },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: {
      ...applicationSelect,
      statusChanges: {
        where: { userId },
        orderBy: [{ changedAt: 'asc' }, { id: 'asc' }],
        select: { status: true, fromStatus: true, changedAt: true },
      },
      contacts: {
        where: { userId },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        select: contactSelect,
      },
      attachments: {
        where: { userId },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        select: attachmentSelect,
      },
      tasks: {
        where: { userId },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        select: { title: true, dueAt: true, doneAt: true, createdAt: true },
      },
    },
  });
  const book = await db.applicationContact.findMany({
    where: { userId },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: {
      ...contactSelect,
      company: true,
      reachOutOn: true,
      applications: {
        where: { userId },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        select: { id: true },
      },
      interactions: {
        where: { userId },
        orderBy: [{ occurredOn: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
        select: { kind: true, occurredOn: true, note: true },
      },
    },
  });
  const resumes = await db.resume.findMany({
    where: { userId },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  const apply = await exportApplyData(userId);
  const document = {
    format: ACCOUNT_DOCUMENT_FORMAT,
    version: ACCOUNT_DOCUMENT_VERSION,
    exported_at: now.toISOString(),
    profile: {
      username: user.username,
      email: user.email,
      timezone: user.timezone,
      profile_picture: user.profilePicture,
      created_at: user.createdAt.toISOString(),
    },
    applications: apps.map(({ statusChanges, contacts, attachments, tasks, ...row }) => ({
      ...toApplicationDto(row),
      history: statusChanges.map((h) => ({
        status: fromDbStatus(h.status),
        from_status: h.fromStatus ? fromDbStatus(h.fromStatus) : null,
        changed_at: h.changedAt.toISOString(),
      })),
      contacts: contacts.map(toContactDto),
      attachments: attachments.map((a) => {
        const { id: _id, application_id: _app, ...metadata } = toAttachmentDto(a);
        return metadata;
      }),
      // Only what the task is: its reminder's state stays behind (the import plans a fresh one).
      tasks: tasks.map((t) => ({
        title: t.title,
        due_at: t.dueAt?.toISOString() ?? null,
        done: t.doneAt !== null,
        done_at: t.doneAt?.toISOString() ?? null,
        created_at: t.createdAt.toISOString(),
      })),
      submissions: apply.submissions.get(row.id) ?? [],
    })),
    resumes: resumes.map(({ userId: _owner, ...columns }) => columns),
    contacts: book.map(({ company, reachOutOn, applications, interactions, ...row }) => ({
      ...toContactDto(row),
      company,
      reach_out_on: reachOutOn ? reachOutOn.toISOString().slice(0, 10) : null,
      application_ids: applications.map((a) => a.id),
      interactions: interactions.map((i) => ({
        kind: i.kind,
        occurred_on: i.occurredOn.toISOString().slice(0, 10),
        note: i.note,
      })),
    })),
    apply_profile: apply.apply_profile,
    apply_answers: apply.apply_answers,
  };
  const name = `pursuit-account-${now.toISOString().slice(0, 10)}.json`;
  return new Response(JSON.stringify(document, null, 2), {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="${name}"`,
      'cache-control': 'no-store',
    },
  });
}
