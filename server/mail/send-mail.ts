import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';
import { env } from '@/server/env';
import { log } from '@/server/log';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (e.g. List-Unsubscribe for reminder emails). */
  headers?: Record<string, string>;
  /** A stable Message-ID, so a copy sent twice is recognisably the same message. */
  messageId?: string;
};

const holder = globalThis as unknown as { __pursuitMailer?: Transporter; __pursuitOutbox?: MailMessage[] };

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
 * MAIL_TRANSPORT=log) the message goes to the in-memory outbox and is logged; its text, which
 * holds codes, reaches the log only in development.
 */
export async function sendMail(message: MailMessage): Promise<void> {
  const { SMTP_URL, MAIL_FROM, MAIL_TRANSPORT, NODE_ENV } = env();
  if (!SMTP_URL || MAIL_TRANSPORT === 'log') {
    const outbox = devOutbox();
    outbox.push(message);
    if (outbox.length > 100) outbox.shift();
    const text = NODE_ENV === 'development' ? { text: message.text } : {};
    log.info({ to: message.to, subject: message.subject, ...text }, 'email not sent: no SMTP server (SMTP_URL unset or MAIL_TRANSPORT=log)');
    return;
  }
  await transport(SMTP_URL).sendMail({ from: MAIL_FROM, ...message });
}
