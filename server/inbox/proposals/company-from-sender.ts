import 'server-only';
import { isAnonymousSender, senderDomain } from '@/server/inbox/parse/sender-kind';
import { domainLabel } from '@/server/inbox/match/normalize';

/** A company name when the classifier read none: the sender's own domain ("jobs.acme.com" → "Acme"); null from ATSs and free mail. */
export function companyFromSender(fromAddress: string): string | null {
  if (isAnonymousSender(fromAddress)) return null;
  const label = domainLabel(senderDomain(fromAddress));
  return label ? label.charAt(0).toUpperCase() + label.slice(1) : null;
}
