import 'server-only';
import type { Resume } from '@/lib/resume/resume-schema';
import type { Claim } from '@/lib/tailoring/grounding';
import { findInventedClaims } from './find-invented-claims';
import type { ProposedChange } from './tailoring-change';

export type GuardedChanges = {
  kept: ProposedChange[];
  /** Changes whose text would state something the master resume does not: never proposed. */
  dropped: { change: ProposedChange; claims: Claim[] }[];
};

/**
 * Keeps only the changes whose every `after` line is backed by the master resume: a renamed or
 * surfaced skill must be one the resume names (the lexicon's aliases count, "JS" is JavaScript),
 * and no number, date, employer, title or degree may appear that the master lacks.
 */
export function guardTailoringChanges(master: Resume, changes: ProposedChange[]): GuardedChanges {
  const kept: ProposedChange[] = [];
  const dropped: GuardedChanges['dropped'] = [];
  for (const change of changes) {
    const claims = findInventedClaims(master, change.after.join('\n'));
    if (claims.length) dropped.push({ change, claims });
    else kept.push(change);
  }
  return { kept, dropped };
}
