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

/** The dev outbox (no SMTP_URL): the last messages, newest last, for local use and tests. */
export function devOutbox(): MailMessage[] {
  holder.__pursuitOutbox ??= [];
  return holder.__pursuitOutbox;
}

/**
 * Sends through SMTP_URL with MAIL_FROM. Without SMTP_URL the message goes to the dev outbox
 * and is logged (with its text, so the code can be read from the server log).
 */
export async function sendMail(message: MailMessage): Promise<void> {
  const { SMTP_URL, MAIL_FROM } = env();
  if (!SMTP_URL) {
    const outbox = devOutbox();
    outbox.push(message);
    if (outbox.length > 100) outbox.shift();
    log.info({ to: message.to, subject: message.subject, text: message.text }, 'dev outbox: email not sent (SMTP_URL unset)');
    return;
  }
  await transport(SMTP_URL).sendMail({ from: MAIL_FROM, ...message });
}
