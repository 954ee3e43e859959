import 'server-only';
import { isAnonymousSender, senderDomain } from '@/server/inbox/parse/sender-kind';
import { atsEmployers } from './ats-links';
import {
  companyAgreement,
  companyKey,
  compact,
  containsPhrase,
  domainLabel,
  linkKey,
  titleSimilarity,
  words,
} from './normalize';

export type MatchCandidate = {
  id: string;
  company: string;
  jobTitle: string;
  jobLink: string | null;
  createdAt: Date;
};

export type MatchInput = {
  company: string | null;
  jobTitle: string | null;
  fromAddress: string;
  from: string;
  subject: string;
  text: string;
  links: string[];
  /** The application an earlier email of the same thread was matched to. */
  threadApplicationId: string | null;
};

/** The least score that names an application: some company evidence, a job link or the thread. */
const MIN_SCORE = 3;

/** What the mail says about who sent it, read once per mail. */
type MailCompany = {
  /** The classifier's company, as a key. */
  read: string | null;
  /** Keys the sender names: its own domain, or for an ATS its employer links and its local part ("acme@myworkday.com"). */
  sender: string[];
  /** The words of the sender and subject, and of the text's start. */
  header: Set<string>;
  headerText: string;
  text: string;
};

function mailCompany(input: MatchInput): MailCompany {
  const sender: string[] = atsEmployers(input.links);
  if (isAnonymousSender(input.fromAddress)) {
    const local = words(input.fromAddress.slice(0, input.fromAddress.lastIndexOf('@'))).join(' ');
    if (local) sender.push(local);
  } else {
    const label = domainLabel(senderDomain(input.fromAddress));
    if (label) sender.push(words(label).join(' '));
  }
  const headerText = `${input.from} ${input.subject}`;
  return {
    read: input.company ? companyKey(input.company) : null,
    sender,
    header: new Set(words(headerText)),
    headerText,
    text: input.text.slice(0, 3000),
  };
}

/** How strongly the mail names this company: the classifier's reading plus the best other sign. */
function companyScore(key: string, mail: MailCompany): number {
  const agree = (other: string) => {
    const a = companyAgreement(other, key);
    return a === 1 ? 1 : a > 0 ? 0.6 : 0;
  };
  const read = mail.read ? 5 * agree(mail.read) : 0;
  const sender = Math.max(0, ...mail.sender.map((k) => 5 * agree(k)));
  const named =
    containsPhrase(mail.headerText, key) || mail.header.has(compact(key))
      ? 3
      : key.length >= 3 && containsPhrase(mail.text, key)
        ? 2
        : 0;
  return read + Math.max(sender, named);
}

function score(
  c: MatchCandidate,
  input: MatchInput,
  linkKeys: Set<string>,
  mail: MailCompany,
): number {
  let s = 0;
  if (input.threadApplicationId === c.id) s += 10;
  const jobLink = c.jobLink ? linkKey(c.jobLink) : null;
  if (jobLink && [...linkKeys].some((k) => k === jobLink || k.startsWith(`${jobLink}/`))) s += 10;
  const key = companyKey(c.company);
  if (key) s += companyScore(key, mail);
  if (s > 0 && input.jobTitle) s += 3 * titleSimilarity(c.jobTitle, input.jobTitle);
  else if (s > 0 && containsPhrase(`${input.subject} ${input.text.slice(0, 3000)}`, c.jobTitle))
    s += 2;
  return s;
}

/**
 * The user's application an email is about (ADR 252, 277): the same thread or job link first,
 * then the company (as the classifier read it; the sender's domain, or for an ATS the employer in
 * its links and its sender address; the sender's name or subject; the text), spelled with or
 * without spaces and legal form, or as the leading words of the other name for less; the job
 * title breaking ties, the newest application after that. Null when none is named.
 */
export function matchApplication(
  input: MatchInput,
  candidates: readonly MatchCandidate[],
): MatchCandidate | null {
  const linkKeys = new Set(input.links.map(linkKey).filter((k): k is string => k !== null));
  const mail = mailCompany(input);
  let best: { c: MatchCandidate; s: number } | null = null;
  for (const c of candidates) {
    const s = score(c, input, linkKeys, mail);
    if (s < MIN_SCORE) continue;
    if (!best || s > best.s || (s === best.s && c.createdAt > best.c.createdAt)) best = { c, s };
  }
  return best?.c ?? null;
}
