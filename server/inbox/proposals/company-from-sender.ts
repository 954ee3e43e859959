import 'server-only';
import { isAnonymousSender, senderDomain } from '@/server/inbox/parse/sender-kind';
import { domainLabel, words } from '@/server/inbox/match/normalize';

/**
 * The company a sender's own domain names ("talent@jobs.initech.com" → "Initech"), written as the
 * email writes it when it does; null from ATSs, job sites and mail providers.
 */
export function companyFromSender(fromAddress: string, writing = ''): string | null {
  if (isAnonymousSender(fromAddress)) return null;
  const label = domainLabel(senderDomain(fromAddress));
  if (!label) return null;
  const written = writing
    .match(/[\p{L}\p{N}][\p{L}\p{N}&.-]*/gu)
    ?.find((w) => words(w).join('') === label);
  return written ?? label.charAt(0).toUpperCase() + label.slice(1);
}

/**
 * The company a proposal names: the sender's own domain when the email itself names it (a
 * company writing from its domain; the classifier may have read a person's name), else what the
 * classifier read, else the domain.
 */
export function proposalCompany(
  classified: string | null,
  fromAddress: string,
  subject: string,
  text: string,
): string | null {
  const writing = `${subject}\n${text.slice(0, 3000)}`;
  const fromDomain = companyFromSender(fromAddress, writing);
  const named = fromDomain !== null && words(writing).includes(words(fromDomain).join(''));
  if (named) return fromDomain;
  return classified ?? fromDomain;
}
