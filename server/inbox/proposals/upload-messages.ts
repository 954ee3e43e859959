import 'server-only';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { readBody } from '@/server/http/read-body';
import { splitMbox } from '@/server/inbox/parse/split-mbox';
import { ingestMessages } from '@/server/inbox/sync/ingest-messages';
import type { InboxProposalDto } from '@/lib/inbox/schemas';
import { listProposalsByIds } from './list-proposals';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const MAX_MESSAGES = 5000;

/** `POST /api/inbox/messages`: one raw message (message/rfc822) or an mbox (application/mbox). */
export async function uploadMessages(options: {
  userId: string;
  req: Request;
}): Promise<{ read: number; kept: number; proposals: InboxProposalDto[] }> {
  const type = (options.req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const mbox = type === 'application/mbox';
  if (!mbox && type !== 'message/rfc822' && type !== 'text/plain')
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Send one email as message/rfc822, or many as application/mbox',
    );
  const bytes = await readBody(options.req, {
    bytes: MAX_UPLOAD_BYTES,
    detail: `The upload is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`,
  });
  const text = Buffer.from(bytes);
  const raws = mbox ? splitMbox(text.toString('utf8')) : [text];
  if (!raws.length || text.toString('utf8').trim() === '')
    throw new AppError('VALIDATION_ERROR', 'body: no email in the upload');
  if (raws.length > MAX_MESSAGES)
    throw new AppError('VALIDATION_ERROR', `body: at most ${MAX_MESSAGES} emails per upload`);
  if (!mbox && !/^[\x21-\x39\x3b-\x7e]+:/m.test(text.subarray(0, 4096).toString('latin1')))
    throw new AppError('VALIDATION_ERROR', 'body: this is not an email (no header lines)');
  const db = await prisma();
  const result = await ingestMessages({
    db,
    userId: options.userId,
    accountId: null,
    origin: 'upload',
    messages: raws.map((raw) => ({ raw })),
  });
  return {
    read: result.read,
    kept: result.kept,
    proposals: await listProposalsByIds(options.userId, result.proposalIds),
  };
}
