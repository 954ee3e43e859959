import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Prisma, PrismaClient } from '@/generated/prisma/client';
import { env } from '@/server/env';
import {
  classifyMessage,
  type Classification,
  type MessageToClassify,
} from '@/server/inbox/classify/classify-message';
import { classifyMessageWithModel } from '@/server/inbox/classify/classify-with-model';
import { matchEmail } from '@/server/inbox/match/match-email';
import { parseEmail, type ParsedEmail } from '@/server/inbox/parse/parse-email';
import { isJobRelated } from '@/server/inbox/parse/is-job-related';
import { proposalCompany } from '@/server/inbox/proposals/company-from-sender';
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

/**
 * Application ids of earlier emails (by Message-ID) of the user: the one each was matched to, or
 * the one its accepted proposal named or added. A thread follows it (ADR 277).
 */
async function threadApplications(
  db: PrismaClient,
  userId: string,
  references: string[],
): Promise<Map<string, string>> {
  if (!references.length) return new Map();
  const rows = await db.inboxMessage.findMany({
    where: {
      userId,
      messageIdHeader: { in: [...new Set(references)] },
      OR: [{ applicationId: { not: null } }, { proposal: { applicationId: { not: null } } }],
    },
    select: {
      messageIdHeader: true,
      applicationId: true,
      proposal: { select: { applicationId: true } },
    },
    orderBy: { sentAt: 'asc' },
  });
  return new Map(
    rows.map((r) => [r.messageIdHeader!, (r.proposal?.applicationId ?? r.applicationId)!]),
  );
}

type Kept = { mail: ParsedEmail; c: Classification; link: string | null };

/**
 * Stores the kept messages once per user in one statement (the unique dedupe key; ON CONFLICT DO
 * NOTHING): answers the id of each one inserted now, by dedupe key.
 */
async function insertOnce(
  db: PrismaClient,
  options: IngestOptions,
  kept: Kept[],
): Promise<Map<string, string>> {
  if (!kept.length) return new Map();
  const rows = await db.$queryRawUnsafe<{ id: string; dedupe_key: string }[]>(
    `INSERT INTO inbox_messages (id, user_id, account_id, origin, dedupe_key, message_id_header,
       in_reply_to, subject, from_header, sent_at, text, link, kind, confidence)
     SELECT gen_random_uuid()::text, $1, $2, $3, d.key, d.mid,
       CASE WHEN d.refs = '' THEN '{}'::text[] ELSE string_to_array(d.refs, E'\n') END,
       d.subject, d.sender, d.sent, d.body, d.link, d.kind, d.conf
     FROM unnest($4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::timestamptz[],
       $10::text[], $11::text[], $12::text[], $13::float8[])
       AS d(key, mid, refs, subject, sender, sent, body, link, kind, conf)
     ON CONFLICT (user_id, dedupe_key) DO NOTHING
     RETURNING id, dedupe_key`,
    options.userId,
    options.accountId,
    options.origin,
    kept.map((k) => k.mail.dedupeKey),
    kept.map((k) => k.mail.messageId),
    kept.map((k) => k.mail.references.join('\n')),
    kept.map((k) => k.mail.subject),
    kept.map((k) => k.mail.from),
    kept.map((k) => k.mail.date.toISOString()),
    kept.map((k) => k.mail.text),
    kept.map((k) => k.link),
    kept.map((k) => k.c.kind),
    kept.map((k) => k.c.confidence),
  );
  return new Map(rows.map((r) => [r.dedupe_key, r.id]));
}

/** Parses and classifies one message: what is kept of it, or null (not job-related). */
async function read(message: IncomingMessage, timezone: string | null): Promise<Kept | null> {
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
  const local = classifyMessage(input);
  if (!isJobRelated(local)) return null;
  const c = env().AI_PROVIDER === 'openai' ? await classifyMessageWithModel(input) : local;
  if (!isJobRelated(c)) return null;
  return { mail, c, link: message.link?.(mail.messageId) ?? null };
}

/**
 * The application a newly stored message is about (null: none), and the proposal it makes (null
 * when it would change nothing).
 */
function propose(
  userId: string,
  { mail, c }: Kept,
  messageId: string,
  candidates: Candidates,
  threads: Map<string, string>,
): { matchedId: string | null; proposal: Prisma.InboxProposalCreateManyInput | null } {
  const matched = matchEmail(mail, c, candidates, threads);
  const app = matched ? candidates.find((a) => a.id === matched.id)! : null;
  const interview =
    c.kind === 'interview'
      ? interviewTime(c.interview_at, c.interview_timezone)
      : { at: null, zone: null };
  const decision = decideProposal(c.kind as ProposalKind, app, interview.at);
  if (!decision) return { matchedId: app?.id ?? null, proposal: null };
  const proposal: Prisma.InboxProposalCreateManyInput = {
    id: randomUUID(),
    userId,
    messageId,
    kind: c.kind,
    applicationId: decision.applicationId,
    company: app?.company ?? proposalCompany(c.company, mail.fromAddress, mail.subject, mail.text),
    jobTitle: app?.jobTitle ?? c.job_title,
    status: decision.status,
    interviewAt: interview.at,
    interviewTimezone: interview.zone,
    evidence: c.evidence.slice(0, 1000) || mail.subject,
  };
  return { matchedId: app?.id ?? null, proposal };
}

/** Remembers which application each message was matched to, in one statement. */
async function rememberMatches(db: PrismaClient, matches: [string, string][]): Promise<void> {
  if (!matches.length) return;
  await db.$executeRawUnsafe(
    `UPDATE inbox_messages m SET application_id = d.app
     FROM unnest($1::text[], $2::text[]) AS d(id, app) WHERE m.id = d.id`,
    matches.map((m) => m[0]),
    matches.map((m) => m[1]),
  );
}

/**
 * Reads messages into the inbox (ADR 252): parse, classify, keep only the job-related ones (once
 * per user: a message seen again, from any source or instance, is skipped by the unique key),
 * match each to an application and store the proposal it makes.
 */
export async function ingestMessages(options: IngestOptions): Promise<IngestResult> {
  const { db, userId } = options;
  const user = await db.user.findUnique({ where: { id: userId }, select: { timezone: true } });
  const kept: Kept[] = [];
  const seen = new Set<string>();
  for (const message of options.messages) {
    const k = await read(message, user?.timezone ?? null);
    if (k && !seen.has(k.mail.dedupeKey)) {
      seen.add(k.mail.dedupeKey);
      kept.push(k);
    }
  }
  const inserted = await insertOnce(db, options, kept);
  const fresh = kept.filter((k) => inserted.has(k.mail.dedupeKey));
  const candidates = fresh.length ? await loadCandidates(db, userId) : [];
  const threads = await threadApplications(
    db,
    userId,
    fresh.flatMap((k) => k.mail.references),
  );
  // Oldest first, so a reply read in the same sync as the mail it answers follows its match.
  const proposals: Prisma.InboxProposalCreateManyInput[] = [];
  const matches: [string, string][] = [];
  for (const k of [...fresh].sort((a, b) => a.mail.date.getTime() - b.mail.date.getTime())) {
    const messageId = inserted.get(k.mail.dedupeKey)!;
    const { matchedId, proposal } = propose(userId, k, messageId, candidates, threads);
    if (matchedId) matches.push([messageId, matchedId]);
    if (proposal) proposals.push(proposal);
  }
  await rememberMatches(db, matches);
  if (proposals.length) await db.inboxProposal.createMany({ data: proposals });
  return {
    read: options.messages.length,
    kept: fresh.length,
    proposalIds: proposals.map((p) => p.id!),
  };
}
