import 'server-only';
import type { ParsedEmail } from '@/server/inbox/parse/parse-email';
import { matchApplication, type MatchCandidate } from './match-application';

/**
 * The application a read email is about (matchApplication, with the thread it answers), and the
 * match remembered under its Message-ID so a later reply in the same batch follows it.
 * `threads` maps Message-IDs to the applications their messages matched.
 */
export function matchEmail(
  mail: ParsedEmail,
  read: { company: string | null; job_title: string | null },
  candidates: readonly MatchCandidate[],
  threads: Map<string, string>,
): MatchCandidate | null {
  const thread = mail.references.map((r) => threads.get(r)).find((id) => id !== undefined);
  const matched = matchApplication(
    {
      company: read.company,
      jobTitle: read.job_title,
      fromAddress: mail.fromAddress,
      from: mail.from,
      subject: mail.subject,
      text: mail.text,
      links: mail.links,
      threadApplicationId: thread ?? null,
    },
    candidates,
  );
  if (matched && mail.messageId) threads.set(mail.messageId, matched.id);
  return matched;
}
