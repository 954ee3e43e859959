import 'server-only';
import { SMTPServer } from 'smtp-server';
import { prisma } from '@/server/db/client';
import { log } from '@/server/log';
import { inboxEnabled } from '@/server/inbox/crypto/inbox-key';
import { ingestMessages } from '@/server/inbox/sync/ingest-messages';
import { userForAddress } from './forwarding-address';

/** The largest forwarded message accepted (SMTP SIZE). */
export const MAX_FORWARDED_BYTES = 10 * 1024 * 1024;

export type InboxSmtp = { port: number; close: () => Promise<void> };

type Session = { userIds?: string[] };

/**
 * The inbound SMTP listener for forwarded mail (ADR 250): it accepts mail only for known
 * forwarding addresses (in+<token>@<domain>; anything else is refused at RCPT TO with 550, so it
 * relays nothing), reads each message as an upload is read, and keeps only what is job-related.
 * No AUTH: the unguessable token in the address is the credential, as with a forwarding rule.
 */
export async function startInboxSmtp(options: { port: number; host?: string }): Promise<InboxSmtp> {
  const server = new SMTPServer({
    name: 'pursuit-inbox',
    banner: 'Pursuit inbox',
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_FORWARDED_BYTES,
    maxClients: 50,
    logger: false,
    onRcptTo(address, session, callback) {
      userForAddress(address.address)
        .then((userId) => {
          if (!userId)
            return callback(
              Object.assign(new Error('No such mailbox here'), { responseCode: 550 }),
            );
          const s = session as unknown as Session;
          s.userIds = [...new Set([...(s.userIds ?? []), userId])];
          callback();
        })
        .catch(() => callback(Object.assign(new Error('Try again later'), { responseCode: 451 })));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if ((stream as unknown as { sizeExceeded?: boolean }).sizeExceeded)
          return callback(Object.assign(new Error('Message too large'), { responseCode: 552 }));
        const raw = Buffer.concat(chunks);
        const userIds = (session as unknown as Session).userIds ?? [];
        prisma()
          .then((db) =>
            Promise.all(
              userIds.map((userId) =>
                ingestMessages({
                  db,
                  userId,
                  accountId: null,
                  origin: 'smtp',
                  messages: [{ raw }],
                }),
              ),
            ),
          )
          .then(() => callback())
          .catch((error: unknown) => {
            log.warn({ err: error }, 'inbox: a forwarded message could not be read');
            callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          });
      });
    },
  });
  server.on('error', (error) => log.warn({ err: error }, 'inbox SMTP listener error'));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  log.info({ port }, 'inbox SMTP listener started');
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Called once at server start: the listener runs when the operator set INBOX_SMTP_PORT. */
export async function startInboxSmtpWithApp(port: number | undefined): Promise<void> {
  if (!port || !inboxEnabled()) return;
  await startInboxSmtp({ port });
}
