import 'server-only';
import type { MailMessage } from './send-mail';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The email carrying a six-digit code: verification after sign-up, or a password reset. */
export function codeEmail(options: {
  to: string;
  username: string;
  code: string;
  purpose: 'verify' | 'reset';
}): MailMessage {
  const { to, username, code, purpose } = options;
  const subject =
    purpose === 'verify'
      ? `Your Pursuit verification code: ${code}`
      : `Your Pursuit password reset code: ${code}`;
  const intro =
    purpose === 'verify'
      ? 'Welcome to Pursuit! Use this code to verify your email address:'
      : 'We received a request to reset your Pursuit password. Use this code to continue:';
  const outro =
    purpose === 'verify'
      ? 'The code expires in 15 minutes.'
      : 'The code expires in 15 minutes. If you did not ask for a reset, you can ignore this email.';
  const text = `Hi ${username},\n\n${intro}\n\n${code}\n\n${outro}\n\nPursuit — Track. Optimize. Succeed.\n`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2335">
<p>Hi ${escape(username)},</p>
<p>${intro}</p>
<p style="font-size:28px;font-weight:700;letter-spacing:6px">${code}</p>
<p>${outro}</p>
<p style="color:#666">Pursuit — Track. Optimize. Succeed.</p>
</body></html>`;
  return {
    kind: purpose === 'verify' ? 'verification code' : 'password reset code',
    to,
    subject,
    text,
    html,
  };
}
