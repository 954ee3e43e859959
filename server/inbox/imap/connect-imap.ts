import 'server-only';
import net from 'node:net';
import { ImapFlow } from 'imapflow';
import { env } from '@/server/env';
import { AppError } from '@/server/http/app-error';
import { FetchRefused } from '@/server/jd-import/fetch-refused';
import { resolvePublic } from '@/server/jd-import/pin-public-address';

export type ImapSettings = {
  host: string;
  port: number;
  secure: boolean;
  username: string;
  password: string;
};

/** IMAP's ports (STARTTLS and TLS): other ports reach SSH, databases, admin consoles. */
const IMAP_PORTS = new Set([143, 993]);

/** Why a mailbox could not be reached or logged in to, for a person (never the password). */
export class ImapConnectError extends AppError {
  constructor(detail: string) {
    super('VALIDATION_ERROR', detail);
  }
}

function describe(error: unknown, host: string): string {
  const e = error as {
    authenticationFailed?: boolean;
    code?: string;
    responseText?: string;
    message?: string;
  };
  if (e.authenticationFailed)
    return `The mail server refused the username or password${e.responseText ? ` (${e.responseText.replace(/\s*\[[^\]]*\]\s*$/, '')})` : ''}. Most providers want an app password here, not your account password.`;
  if (e.code === 'ECONNREFUSED') return `${host} refused the connection on that port`;
  if (e.code === 'ETIMEDOUT' || e.code === 'CONNECT_TIMEOUT' || e.code === 'GREETING_TIMEOUT')
    return `${host} did not answer in time`;
  if (e.code === 'ENOTFOUND') return `${host} could not be resolved`;
  if (
    e.code?.startsWith('ERR_TLS') ||
    e.code === 'CERT_HAS_EXPIRED' ||
    /certificate|ssl|tls/i.test(e.message ?? '')
  )
    return `The TLS connection to ${host} failed (${e.message ?? e.code})`;
  return `Could not reach the mailbox at ${host}: ${e.message ?? 'connection failed'}`;
}

/**
 * Opens a logged-in IMAP connection under the URL import's SSRF rules (ADR 251): the host's every
 * address must be public (the test-only INBOX_ALLOW_LOOPBACK lets loopback and its ports
 * through), the port an IMAP one, and the connection goes to the address that was checked (TLS
 * still verifies the host name). Failures are ImapConnectError (422) with a person's words.
 */
export async function connectImap(settings: ImapSettings): Promise<ImapFlow> {
  const { INBOX_ALLOW_LOOPBACK: allowLoopback, INBOX_IMAP_TIMEOUT_MS: timeoutMs } = env();
  let address: string;
  try {
    ({ address } = await resolvePublic(settings.host, allowLoopback));
  } catch (error) {
    if (error instanceof FetchRefused)
      throw new ImapConnectError(
        `host: mailboxes are read only from public addresses (${error.message})`,
      );
    throw error;
  }
  const loopback = address === '::1' || address.startsWith('127.');
  if (!IMAP_PORTS.has(settings.port) && !(allowLoopback && loopback))
    throw new ImapConnectError(`port: ${settings.port} is not an IMAP port (143 or 993)`);
  const sni = net.isIP(settings.host.replace(/^\[|\]$/g, '')) ? undefined : settings.host;
  const client = new ImapFlow({
    host: address,
    port: settings.port,
    secure: settings.secure,
    servername: sni,
    tls: { servername: sni },
    auth: { user: settings.username, pass: settings.password },
    logger: false,
    disableAutoIdle: true,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: 60_000,
  });
  // A dropped connection is reported through the pending command; the event must not crash the process.
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (error) {
    client.close();
    throw new ImapConnectError(describe(error, settings.host));
  }
  return client;
}
