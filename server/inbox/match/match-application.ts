import 'server-only';
import { isAnonymousSender, senderDomain } from '@/server/inbox/parse/sender-kind';
import { companyKey, containsPhrase, domainLabel, linkKey, titleSimilarity } from './normalize';

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

function score(c: MatchCandidate, input: MatchInput, linkKeys: Set<string>): number {
  let s = 0;
  if (input.threadApplicationId === c.id) s += 10;
  const jobLink = c.jobLink ? linkKey(c.jobLink) : null;
  if (jobLink && [...linkKeys].some((k) => k === jobLink || k.startsWith(`${jobLink}/`))) s += 10;
  const key = companyKey(c.company);
  if (key) {
    if (input.company && companyKey(input.company) === key) s += 5;
    const label = isAnonymousSender(input.fromAddress)
      ? null
      : domainLabel(senderDomain(input.fromAddress));
    if (label && label === key.replace(/ /g, '')) s += 5;
    else if (containsPhrase(`${input.from} ${input.subject}`, key)) s += 3;
    else if (key.length >= 3 && containsPhrase(input.text.slice(0, 3000), key)) s += 2;
  }
  if (s > 0 && input.jobTitle) s += 3 * titleSimilarity(c.jobTitle, input.jobTitle);
  else if (s > 0 && containsPhrase(`${input.subject} ${input.text.slice(0, 3000)}`, c.jobTitle))
    s += 2;
  return s;
}

/**
 * The user's application an email is about (ADR 252): the same thread or job link first, then
 * the company (as the classifier read it, the sender's domain, the sender's name or subject, the
 * text), the job title breaking ties, the newest application after that. Null when none is named.
 */
export function matchApplication(
  input: MatchInput,
  candidates: readonly MatchCandidate[],
): MatchCandidate | null {
  const linkKeys = new Set(input.links.map(linkKey).filter((k): k is string => k !== null));
  let best: { c: MatchCandidate; s: number } | null = null;
  for (const c of candidates) {
    const s = score(c, input, linkKeys);
    if (s < MIN_SCORE) continue;
    if (!best || s > best.s || (s === best.s && c.createdAt > best.c.createdAt)) best = { c, s };
  }
  return best?.c ?? null;
}
