// A real SMTP server on loopback for integration tests (smtp-server): it keeps every message it
// accepts, and can refuse the next N messages with a 451 to exercise retries.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type CaughtMail = {
  to: string[];
  raw: string;
  header: (name: string) => string | undefined;
  text: string;
};

function unfoldHeaders(raw: string): Map<string, string> {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const map = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) map.set(line.slice(0, i).trim().toLowerCase(), line.slice(i + 1).trim());
  }
  return map;
}

function decodePart(part: string): string {
  const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => `%${h}`);
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
  }
  return body;
}

/** The decoded text/plain part of a raw message. */
function plainText(raw: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  const part = parts.find((p) =>
    /content-type:\s*text\/plain/i.test(p.split(/\r?\n\r?\n/)[0] ?? ''),
  );
  return part ? decodePart(part).replace(/\r\n/g, '\n') : '';
}

/** `delayMs` holds each answer that long (a slow server keeps several sends in flight at once). */
export async function startSmtpCatcher({ delayMs = 0 }: { delayMs?: number } = {}) {
  const messages: CaughtMail[] = [];
  let refuse = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
        if (refuse > 0) {
          refuse -= 1;
          const error = Object.assign(new Error('Try again later (test catcher refusing)'), {
            responseCode: 451,
          });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const headers = unfoldHeaders(raw);
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw,
          header: (n) => headers.get(n.toLowerCase()),
          text: plainText(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** Refuse the next `n` messages with a temporary failure. */
    refuseNext(n: number) {
      refuse = n;
    },
    for: (address: string) => messages.filter((m) => m.to.includes(address.toLowerCase())),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
