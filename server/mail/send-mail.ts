import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';
import { env } from '@/server/env';
import { log } from '@/server/log';

/** What a message is, for logs that must not show its subject or text (codes are in them). */
export type MailKind =
  | 'verification code'
  | 'password reset code'
  | 'codes paused'
  | 'google linked'
  | 'reminder'
  | 'webhook disabled';

export type MailMessage = {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (e.g. List-Unsubscribe for reminder emails). */
  headers?: Record<string, string>;
  /** A stable Message-ID, so a copy sent twice is recognisably the same message. */
  messageId?: string;
};

const holder = globalThis as unknown as {
  __pursuitMailer?: Transporter;
  __pursuitOutbox?: MailMessage[];
};

function transport(url: string): Transporter {
  holder.__pursuitMailer ??= nodemailer.createTransport(url);
  return holder.__pursuitMailer;
}

/** The outbox used without SMTP: the last messages, newest last, for local use and tests. */
export function devOutbox(): MailMessage[] {
  holder.__pursuitOutbox ??= [];
  return holder.__pursuitOutbox;
}

/**
 * Sends through SMTP_URL with MAIL_FROM. Without SMTP_URL (development, tests, or production with
 * MAIL_TRANSPORT=log) nothing is sent and the log says what was not sent: its kind and address
 * only. Its subject and text, which hold codes, reach the log in development alone (the dev
 * outbox: codes in the terminal), and are kept in memory (devOutbox) everywhere but production.
 */
export async function sendMail(message: MailMessage): Promise<void> {
  const { SMTP_URL, MAIL_FROM, MAIL_TRANSPORT, NODE_ENV } = env();
  if (!SMTP_URL || MAIL_TRANSPORT === 'log') {
    if (NODE_ENV !== 'production') {
      const outbox = devOutbox();
      outbox.push(message);
      if (outbox.length > 100) outbox.shift();
    }
    const content =
      NODE_ENV === 'development' ? { subject: message.subject, text: message.text } : {};
    log.info(
      { to: message.to, kind: message.kind, ...content },
      'email not sent: no SMTP server (SMTP_URL unset or MAIL_TRANSPORT=log)',
    );
    return;
  }
  const { kind: _kind, ...mail } = message;
  await transport(SMTP_URL).sendMail({ from: MAIL_FROM, ...mail });
}
