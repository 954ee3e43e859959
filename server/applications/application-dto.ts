import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import type { ApplicationDto } from '@/lib/applications/types';
import type { SalaryPeriod, WorkMode } from '@/lib/applications/tracker-fields';
import { toZonedIso } from '@/lib/time/wall-clock';
import { fromDbStatus } from './db-status';

/** The columns every application answer needs (never the owner or other rows). */
export const applicationSelect = {
  id: true,
  jobTitle: true,
  company: true,
  status: true,
  appliedDate: true,
  jobLink: true,
  notes: true,
  jobDescription: true,
  interviewAt: true,
  interviewTimezone: true,
  followUpDate: true,
  source: true,
  location: true,
  workMode: true,
  salaryMin: true,
  salaryMax: true,
  salaryCurrency: true,
  salaryPeriod: true,
  priority: true,
  deadline: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.ApplicationSelect;

export type ApplicationRow = Prisma.ApplicationGetPayload<{ select: typeof applicationSelect }>;

function dateOnly(d: Date | null): string | null {
  return d ? d.toISOString().slice(0, 10) : null;
}

/** A numeric column: Prisma reads a Decimal, the raw driver a string. */
function amount(v: Prisma.Decimal | string | number | null): number | null {
  return v === null ? null : Number(v);
}

/** A row as the API answers it. */
export function toApplicationDto(row: ApplicationRow): ApplicationDto {
  return {
    id: row.id,
    job_title: row.jobTitle,
    company: row.company,
    status: fromDbStatus(row.status),
    applied_date: dateOnly(row.appliedDate),
    job_link: row.jobLink,
    notes: row.notes,
    job_description: row.jobDescription,
    interview_date: row.interviewAt
      ? toZonedIso(row.interviewAt, row.interviewTimezone ?? 'UTC')
      : null,
    interview_timezone: row.interviewTimezone,
    follow_up_date: dateOnly(row.followUpDate),
    source: row.source,
    location: row.location,
    work_mode: row.workMode as WorkMode | null,
    salary_min: amount(row.salaryMin),
    salary_max: amount(row.salaryMax),
    salary_currency: row.salaryCurrency,
    salary_period: row.salaryPeriod as SalaryPeriod | null,
    priority: row.priority,
    deadline: dateOnly(row.deadline),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
