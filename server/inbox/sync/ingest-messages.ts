import 'server-only';
import type { PrismaClient } from '@/generated/prisma/client';
import { classifyMessage, type MessageToClassify } from '@/server/inbox/classify/classify-message';
import { classifyMessageWithModel } from '@/server/inbox/classify/classify-with-model';
import { matchApplication } from '@/server/inbox/match/match-application';
import { parseEmail, type ParsedEmail } from '@/server/inbox/parse/parse-email';
import { isJobRelated } from '@/server/inbox/parse/is-job-related';
import { companyFromSender } from '@/server/inbox/proposals/company-from-sender';
import { decideProposal } from '@/server/inbox/proposals/decide-proposal';
import type { ProposalKind } from '@/lib/inbox/schemas';
import { interviewTime } from '@/server/inbox/proposals/interview-time';

export type IncomingMessage = {
  raw: Buffer | string;
  /** A link to the message where it lives, from its Message-ID. */
  link?: (messageId: string | null) => string | null;
};

export type IngestOptions = {
  db: PrismaClient;
  userId: string;
  accountId: string | null;
  origin: 'imap' | 'upload' | 'smtp';
  messages: readonly IncomingMessage[];
};

export type IngestResult = { read: number; kept: number; proposalIds: string[] };

type Candidates = Awaited<ReturnType<typeof loadCandidates>>;
type Context = { candidates: Candidates; timezone: string | null };

function loadCandidates(db: PrismaClient, userId: string) {
  return db.application.findMany({
    where: { userId },
    select: {
      id: true,
      company: true,
      jobTitle: true,
      jobLink: true,
      createdAt: true,
      status: true,
      interviewAt: true,
    },
  });
}

async function threadApplicationId(db: PrismaClient, userId: string, references: string[]) {
  if (!references.length) return null;
  const earlier = await db.inboxMessage.findFirst({
    where: {
      userId,
      messageIdHeader: { in: references },
      proposal: { applicationId: { not: null } },
    },
    select: { proposal: { select: { applicationId: true } } },
    orderBy: { sentAt: 'desc' },
  });
  return earlier?.proposal?.applicationId ?? null;
}

/** Stores the message once per user (the unique dedupe key); null when it was already there. */
async function insertOnce(
  db: PrismaClient,
  options: IngestOptions,
  mail: ParsedEmail,
  kind: string,
  confidence: number,
  link: string | null,
): Promise<string | null> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    INSERT INTO inbox_messages (id, user_id, account_id, origin, dedupe_key, message_id_header,
      in_reply_to, subject, from_header, sent_at, text, link, kind, confidence)
    VALUES (gen_random_uuid()::text, ${options.userId}, ${options.accountId}, ${options.origin},
      ${mail.dedupeKey}, ${mail.messageId}, ${mail.references}::text[], ${mail.subject}, ${mail.from},
      ${mail.date}, ${mail.text}, ${link}, ${kind}, ${confidence})
    ON CONFLICT (user_id, dedupe_key) DO NOTHING
    RETURNING id`;
  return rows[0]?.id ?? null;
}

async function ingestOne(
  options: IngestOptions,
  { candidates, timezone }: Context,
  message: IncomingMessage,
): Promise<{ kept: boolean; proposalId: string | null }> {
  const { db, userId } = options;
  const mail = await parseEmail(message.raw);
  const input: MessageToClassify = {
    subject: mail.subject,
    from: mail.from,
    text: mail.text,
    date: mail.date,
    timezone,
  };
  // The configured model (if any) reads only what the local classifier calls job-related: the
  // rest of the mailbox never leaves the server.
  if (!isJobRelated(classifyMessage(input))) return { kept: false, proposalId: null };
  const c = await classifyMessageWithModel(input);
  if (!isJobRelated(c)) return { kept: false, proposalId: null };
  const link = message.link?.(mail.messageId) ?? null;
  const messageId = await insertOnce(db, options, mail, c.kind, c.confidence, link);
  if (!messageId) return { kept: false, proposalId: null };
  const matched = matchApplication(
    {
      company: c.company,
      jobTitle: c.job_title,
      fromAddress: mail.fromAddress,
      from: mail.from,
      subject: mail.subject,
      text: mail.text,
      links: mail.links,
      threadApplicationId: await threadApplicationId(db, userId, mail.references),
    },
    candidates,
  );
  const app = matched ? candidates.find((a) => a.id === matched.id)! : null;
  const interview =
    c.kind === 'interview'
      ? interviewTime(c.interview_at, c.interview_timezone)
      : { at: null, zone: null };
  const decision = decideProposal(c.kind as ProposalKind, app, interview.at);
  if (!decision) return { kept: true, proposalId: null };
  const proposal = await db.inboxProposal.create({
    data: {
      userId,
      messageId,
      kind: c.kind,
      applicationId: decision.applicationId,
      company: app?.company ?? c.company ?? companyFromSender(mail.fromAddress),
      jobTitle: app?.jobTitle ?? c.job_title,
      status: decision.status,
      interviewAt: interview.at,
      interviewTimezone: interview.zone,
      evidence: c.evidence.slice(0, 1000) || mail.subject,
    },
    select: { id: true },
  });
  return { kept: true, proposalId: proposal.id };
}

/**
 * Reads messages into the inbox (ADR 252): parse, classify, keep only the job-related ones (once
 * per user: a message seen again, from any source or instance, is skipped by the unique key),
 * match each to an application and store the proposal it makes.
 */
export async function ingestMessages(options: IngestOptions): Promise<IngestResult> {
  const user = await options.db.user.findUnique({
    where: { id: options.userId },
    select: { timezone: true },
  });
  const context = {
    candidates: await loadCandidates(options.db, options.userId),
    timezone: user?.timezone ?? null,
  };
  const result: IngestResult = { read: 0, kept: 0, proposalIds: [] };
  for (const message of options.messages) {
    const { kept, proposalId } = await ingestOne(options, context, message);
    result.read += 1;
    if (kept) result.kept += 1;
    if (proposalId) result.proposalIds.push(proposalId);
  }
  return result;
}
