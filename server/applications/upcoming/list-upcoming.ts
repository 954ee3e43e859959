import 'server-only';
import { prisma } from '@/server/db/client';
import type { UpcomingItemDto } from '@/lib/contracts/tasks';
import { calendarDateIn, wallClockToInstant } from '@/lib/time/wall-clock';
import { listReachOutsDue } from '@/server/contacts/list-reach-outs-due';
import { orderUpcoming } from './order-upcoming';

export type ListUpcomingOptions = { userId: string; days: number; now?: Date };

const DAY_MS = 86_400_000;

/** 00:00 of a calendar date (a DATE column, midnight UTC) as clocks in `zone` show it. */
function startOfDate(date: Date, zone: string): Date {
  const wall = {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: 0,
    minute: 0,
    second: 0,
  };
  const r = wallClockToInstant(wall, zone);
  if (r.ok) return r.instant;
  // A zone whose clocks skip midnight that day: the day starts at 01:00.
  const later = wallClockToInstant({ ...wall, hour: 1 }, zone);
  return later.ok ? later.instant : date;
}

/**
 * What comes up in the next `days` days, in time order (ADR 192): interviews (not on rejected
 * applications) and open tasks due from now on, and follow-up dates, deadlines and contacts to
 * reach out to again from today (in the user's zone) to the last day of the window. Each names its
 * application (a reach-out its contact).
 */
export async function listUpcoming({
  userId,
  days,
  now = new Date(),
}: ListUpcomingOptions): Promise<UpcomingItemDto[]> {
  const db = await prisma();
  const end = new Date(now.getTime() + days * DAY_MS);
  const user = await db.user.findUnique({ where: { id: userId }, select: { timezone: true } });
  const zone = user?.timezone ?? 'UTC';
  // Calendar dates are stored as midnight UTC: today and the window's last day in the user's zone.
  const firstDay = new Date(`${calendarDateIn(now, zone)}T00:00:00Z`);
  const lastDay = new Date(`${calendarDateIn(end, zone)}T00:00:00Z`);
  const names = { id: true, company: true, jobTitle: true } as const;

  const [interviews, tasks, followUps, deadlines, reachOuts] = await Promise.all([
    db.application.findMany({
      where: { userId, interviewAt: { gte: now, lte: end }, status: { not: 'Rejected' } },
      select: { ...names, interviewAt: true },
      take: 200,
    }),
    db.applicationTask.findMany({
      where: { userId, doneAt: null, dueAt: { gte: now, lte: end } },
      select: { id: true, title: true, dueAt: true, application: { select: names } },
      take: 200,
    }),
    db.application.findMany({
      where: { userId, followUpDate: { gte: firstDay, lte: lastDay } },
      select: { ...names, followUpDate: true },
      take: 200,
    }),
    db.application.findMany({
      where: { userId, deadline: { gte: firstDay, lte: lastDay } },
      select: { ...names, deadline: true },
      take: 200,
    }),
    listReachOutsDue({
      userId,
      from: firstDay.toISOString().slice(0, 10),
      to: lastDay.toISOString().slice(0, 10),
    }),
  ]);

  const dated = (
    kind: UpcomingItemDto['kind'],
    app: { id: string; company: string; jobTitle: string },
    date: Date,
  ): UpcomingItemDto => ({
    kind,
    when: startOfDate(date, zone).toISOString(),
    date: date.toISOString().slice(0, 10),
    application_id: app.id,
    company: app.company,
    job_title: app.jobTitle,
    title: null,
    task_id: null,
    contact_id: null,
  });

  const items: UpcomingItemDto[] = [
    ...interviews.map((a) => ({
      kind: 'interview' as const,
      when: a.interviewAt!.toISOString(),
      date: null,
      application_id: a.id,
      company: a.company,
      job_title: a.jobTitle,
      title: null,
      task_id: null,
      contact_id: null,
    })),
    ...tasks.map((t) => ({
      kind: 'task' as const,
      when: t.dueAt!.toISOString(),
      date: null,
      application_id: t.application.id,
      company: t.application.company,
      job_title: t.application.jobTitle,
      title: t.title,
      task_id: t.id,
      contact_id: null,
    })),
    ...followUps.map((a) => dated('follow_up', a, a.followUpDate!)),
    ...deadlines.map((a) => dated('deadline', a, a.deadline!)),
    ...reachOuts.map((c): UpcomingItemDto => ({
      kind: 'reach_out',
      when: startOfDate(new Date(`${c.date}T00:00:00Z`), zone).toISOString(),
      date: c.date,
      application_id: null,
      company: c.company ?? '',
      job_title: '',
      title: c.name,
      task_id: null,
      contact_id: c.id,
    })),
  ];
  return orderUpcoming(items);
}
