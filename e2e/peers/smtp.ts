// The SMTP catcher for e2e runs: a real SMTP server (smtp-server) on E2E_SMTP_PORT that writes each
// message it receives to $E2E_RUN_DIR/mail/<recipient>/<time>-<n>.eml, where test workers read it.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

function mailDir(): string {
  const run = process.env.E2E_RUN_DIR;
  if (!run) throw new Error('E2E_RUN_DIR is not set (playwright.config.ts sets it)');
  return join(run, 'mail');
}

let counter = 0;

/** Starts the catcher; resolves to its stop function. */
export async function startSmtpPeer(): Promise<() => Promise<void>> {
  const port = Number(process.env.E2E_SMTP_PORT);
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        for (const rcpt of session.envelope.rcptTo) {
          const dir = join(mailDir(), rcpt.address.toLowerCase());
          mkdirSync(dir, { recursive: true });
          counter += 1;
          writeFileSync(join(dir, `${Date.now()}-${String(counter).padStart(6, '0')}.eml`), raw);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Every raw message received for `address`, oldest first. */
export function messagesFor(address: string): string[] {
  const dir = join(mailDir(), address.toLowerCase());
  let files: string[];
  try {
    files = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return files.map((f) => readFileSync(join(dir, f), 'utf8'));
}

/** The subject line of a raw message (our subjects are plain ASCII). */
export function subjectOf(raw: string): string {
  return /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? '';
}
