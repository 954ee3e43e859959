import 'server-only';
import type { Resume } from '@/lib/resume/resume-schema';
import type { Claim } from '@/lib/tailoring/grounding';
import { groundLetter } from '../ground-letter';
import { listResumeLines } from '../list-resume-lines';

const key = (c: Pick<Claim, 'kind' | 'text'>) => `${c.kind}:${c.text.toLowerCase()}`;

// The master's own lines checked against itself: what the lexical checker cannot place there
// (rare: a name it reads as an employer) is not something tailoring invented.
const masterDoubts = new WeakMap<Resume, Set<string>>();
function doubtsOf(master: Resume): Set<string> {
  let doubts = masterDoubts.get(master);
  if (!doubts) {
    const text = listResumeLines(master)
      .map((l) => l.text)
      .join('\n');
    doubts = new Set(
      groundLetter({ letter: text, resume: master, jobDescription: '' })
        .sentences.flatMap((s) => s.claims)
        .filter((c) => !c.supported)
        .map(key),
    );
    masterDoubts.set(master, doubts);
  }
  return doubts;
}

/**
 * The skills, numbers, dates, employers, titles and degrees in `text` that no line of the master
 * resume supports (the cover letters' claim grounding, ADR 180; the job description does not
 * count here: a resume may only state the person's own facts).
 */
export function findInventedClaims(master: Resume, text: string): Claim[] {
  if (!text.trim()) return [];
  const doubts = doubtsOf(master);
  return groundLetter({ letter: text, resume: master, jobDescription: '' })
    .sentences.flatMap((s) => s.claims)
    .filter((c) => !c.supported && !doubts.has(key(c)));
}
