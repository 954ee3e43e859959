import 'server-only';

/**
 * A link to a message in its mailbox: Gmail's web search by Message-ID for Gmail, else the
 * RFC 5092 IMAP URL (mail clients open it; it names the message, it holds no password).
 */
export function messageLink(options: {
  host: string;
  username: string;
  folder: string;
  uidValidity: bigint;
  uid: number;
  messageId: string | null;
}): string {
  if (options.host === 'imap.gmail.com' && options.messageId)
    return `https://mail.google.com/mail/u/0/#search/rfc822msgid:${encodeURIComponent(options.messageId.replace(/^<|>$/g, ''))}`;
  return `imap://${encodeURIComponent(options.username)}@${options.host}/${encodeURIComponent(options.folder)};UIDVALIDITY=${options.uidValidity}/;UID=${options.uid}`;
}
