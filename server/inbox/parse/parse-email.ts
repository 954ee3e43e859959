import 'server-only';
import { createHash } from 'node:crypto';
import { simpleParser, type AddressObject } from 'mailparser';

/** What the inbox keeps of an email: headers, text and the links in it; never attachments. */
export type ParsedEmail = {
  subject: string;
  /** "Name <addr@x>" (or the bare address). */
  from: string;
  fromAddress: string;
  date: Date;
  text: string;
  messageId: string | null;
  /** In-Reply-To and References: the thread it answers. */
  references: string[];
  links: string[];
  /** The Message-ID, else a hash of the headers and text: one key per message however it arrives. */
  dedupeKey: string;
};

/** The text kept of one message (a recruiting email is far shorter; a long thread is cut). */
export const MAX_TEXT_CHARS = 20_000;
const MAX_LINKS = 50;

function firstAddress(from: AddressObject | AddressObject[] | undefined) {
  const list = Array.isArray(from) ? from : from ? [from] : [];
  const first = list[0]?.value[0];
  const address = (first?.address ?? '').toLowerCase();
  const name = (first?.name ?? '').trim();
  return { address, display: name ? `${name} <${address}>` : address };
}

const asList = (v: string | string[] | undefined) => (v === undefined ? [] : [v].flat());

function linksIn(text: string, html: string | false): string[] {
  const found = new Set<string>();
  const source = `${text}\n${html || ''}`;
  for (const m of source.matchAll(/https?:\/\/[^\s"'<>()\]]+/g)) {
    found.add(m[0].replace(/[.,;:!?]+$/, '').replace(/&amp;/g, '&'));
    if (found.size >= MAX_LINKS) break;
  }
  return [...found];
}

/** Parses one RFC 822 message with mailparser; attachments are read past and dropped. */
export async function parseEmail(raw: Buffer | string): Promise<ParsedEmail> {
  const mail = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true });
  const from = firstAddress(mail.from);
  const text = (mail.text ?? '').replace(/\r\n/g, '\n').trim().slice(0, MAX_TEXT_CHARS);
  const subject = (mail.subject ?? '').trim().slice(0, 500);
  const messageId = mail.messageId?.trim() || null;
  const date = mail.date && !Number.isNaN(mail.date.getTime()) ? mail.date : new Date();
  const dedupeKey = messageId
    ? `mid:${messageId.toLowerCase()}`
    : `sha256:${createHash('sha256').update(`${from.address}\n${subject}\n${date.toISOString()}\n${text}`).digest('hex')}`;
  return {
    subject,
    from: from.display,
    fromAddress: from.address,
    date,
    text,
    messageId,
    references: [...new Set([...asList(mail.inReplyTo), ...asList(mail.references)])].slice(0, 50),
    links: linksIn(text, mail.html ?? false),
    dedupeKey,
  };
}
