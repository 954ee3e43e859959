import 'server-only';
import type { Classification } from '@/server/inbox/classify/classify-message';

/**
 * Whether a message is kept (ADR 252): the classifier calls it one of the recruiting kinds (its
 * features include the sender's domain, ATS and job-site domains among them; below its own
 * confidence bar it answers "not_job"). Job alerts and newsletters come from those same domains,
 * so the domain alone never keeps a message.
 */
export function isJobRelated(classification: Classification): boolean {
  return classification.kind !== 'not_job';
}
