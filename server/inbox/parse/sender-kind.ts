import 'server-only';
import { ATS_DOMAINS, MAILBOX_DOMAINS, domainIn } from '@/server/inbox/classify/sender-domains';

export function senderDomain(address: string): string {
  return address.slice(address.lastIndexOf('@') + 1).toLowerCase();
}

/** True when the sender's domain names no company: an ATS, a job site or a mailbox provider. */
export function isAnonymousSender(address: string): boolean {
  const domain = senderDomain(address);
  return domainIn(domain, ATS_DOMAINS) || domainIn(domain, MAILBOX_DOMAINS);
}
