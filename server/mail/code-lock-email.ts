import 'server-only';
import type { MailMessage } from './send-mail';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The one email an account owner gets when wrong codes hit the daily cap and codes are paused. */
export function codeLockEmail(options: {
  to: string;
  username: string;
  wrongGuesses: number;
  until: Date;
}): MailMessage {
  const { to, username, wrongGuesses, until } = options;
  const when = until.toUTCString();
  const subject = 'Pursuit: verification and reset codes paused for your account';
  const body = [
    `${wrongGuesses} wrong verification or password-reset codes were entered for your Pursuit account today.`,
    `To protect it, no new codes will be sent or accepted until ${when}.`,
    'If this was not you, someone may be trying to get into your account; your password has not been changed.',
  ];
  const text = `Hi ${username},\n\n${body.join('\n\n')}\n\nPursuit — Track. Optimize. Succeed.\n`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2335">
<p>Hi ${escape(username)},</p>
${body.map((line) => `<p>${escape(line)}</p>`).join('\n')}
<p style="color:#666">Pursuit — Track. Optimize. Succeed.</p>
</body></html>`;
  return { kind: 'codes paused', to, subject, text, html };
}
