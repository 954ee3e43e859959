import 'server-only';
import { env } from '@/server/env';
import type { MailMessage } from '@/server/mail/send-mail';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Tells the owner an endpoint was disabled after failing every attempt in a row. */
export function webhookDisabledEmail(options: {
  to: string;
  username: string;
  url: string;
  failures: number;
}): MailMessage {
  const { to, username, url, failures } = options;
  const docs = `${env().APP_URL.replace(/\/+$/, '')}/docs/api`;
  const subject = 'A Pursuit webhook was disabled';
  const body = [
    `Your webhook endpoint ${url} failed ${failures} times in a row, so Pursuit stopped sending to it.`,
    'Fix the receiver, then delete the endpoint and add it again to resume deliveries.',
    `API reference: ${docs}`,
  ];
  const text = `Hi ${username},\n\n${body.join('\n\n')}\n\nPursuit — Track. Optimize. Succeed.\n`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2335">
<p>Hi ${escape(username)},</p>
${body.map((line) => `<p>${escape(line)}</p>`).join('\n')}
<p style="color:#666">Pursuit — Track. Optimize. Succeed.</p>
</body></html>`;
  return { kind: 'webhook disabled', to, subject, text, html };
}
