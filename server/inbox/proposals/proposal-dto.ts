import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import { fromDbStatus } from '@/server/applications/db-status';
import type { InboxProposalDto, ProposalKind } from '@/lib/inbox/schemas';

export const proposalSelect = {
  id: true,
  kind: true,
  applicationId: true,
  company: true,
  jobTitle: true,
  status: true,
  interviewAt: true,
  interviewTimezone: true,
  evidence: true,
  state: true,
  message: { select: { id: true, subject: true, fromHeader: true, sentAt: true, link: true } },
} satisfies Prisma.InboxProposalSelect;

export type ProposalRow = Prisma.InboxProposalGetPayload<{ select: typeof proposalSelect }>;

export function toProposalDto(row: ProposalRow): InboxProposalDto {
  return {
    id: row.id,
    kind: row.kind as ProposalKind,
    application_id: row.applicationId,
    company: row.company,
    job_title: row.jobTitle,
    status: row.status ? fromDbStatus(row.status) : null,
    interview_at: row.interviewAt?.toISOString() ?? null,
    interview_timezone: row.interviewTimezone,
    evidence: row.evidence,
    message: {
      subject: row.message.subject,
      from: row.message.fromHeader,
      date: row.message.sentAt.toISOString(),
    },
  };
}
