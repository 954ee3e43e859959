import 'server-only';
import { env } from '@/server/env';
import type { MailMessage } from './send-mail';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Tells an account's owner that Google sign-in was linked and their other sessions were signed out. */
export function googleLinkedEmail(options: { to: string; username: string }): MailMessage {
  const { to, username } = options;
  const login = `${env().APP_URL.replace(/\/+$/, '')}/forgot-password`;
  const subject = 'Google sign-in was linked to your Pursuit account';
  const body = [
    'Google sign-in was just linked to your Pursuit account, and every other session was signed out.',
    `If this was not you, reset your password now: ${login}`,
  ];
  const text = `Hi ${username},\n\n${body.join('\n\n')}\n\nPursuit — Track. Optimize. Succeed.\n`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2335">
<p>Hi ${escape(username)},</p>
${body.map((line) => `<p>${escape(line)}</p>`).join('\n')}
<p style="color:#666">Pursuit — Track. Optimize. Succeed.</p>
</body></html>`;
  return { kind: 'google linked', to, subject, text, html };
}
