'use client';

import { useId } from 'react';
import type {
  Claim,
  GroundedSentence,
  LetterGrounding,
  ResumeLine,
} from '@/lib/tailoring/grounding';

const place = (l: ResumeLine) =>
  [
    l.section,
    l.entry !== null ? `entry ${l.entry + 1}` : null,
    l.bullet !== null
      ? l.field === 'achievement'
        ? `bullet ${l.bullet + 1}`
        : `sentence ${l.bullet + 1}`
      : null,
  ]
    .filter(Boolean)
    .join(' › ');

function ClaimMark({ claim }: { claim: Claim }) {
  const id = useId();
  const ok = claim.supported;
  const detail = ok
    ? claim.source
      ? `From your resume (${place(claim.source)}): “${claim.source.text}”`
      : claim.note
    : `Not on your resume: ${claim.note}. Fix or remove it before you send the letter.`;
  return (
    <span className="group relative inline">
      <mark
        tabIndex={0}
        aria-describedby={id}
        data-claim={ok ? 'supported' : 'unsupported'}
        className={
          ok
            ? 'rounded-sm bg-emerald-100 px-0.5 text-emerald-950 underline decoration-emerald-600 decoration-dotted underline-offset-2 outline-none focus-visible:ring-2 focus-visible:ring-ring dark:bg-emerald-950 dark:text-emerald-100'
            : 'rounded-sm bg-red-100 px-0.5 text-red-950 underline decoration-red-600 decoration-wavy underline-offset-2 outline-none focus-visible:ring-2 focus-visible:ring-ring dark:bg-red-950 dark:text-red-100'
        }
      >
        {claim.text}
      </mark>
      <span
        id={id}
        role="tooltip"
        className="pointer-events-none absolute bottom-full left-0 z-20 mb-1 hidden w-72 max-w-[70vw] rounded-md border bg-surface p-2 text-xs text-foreground shadow-md group-focus-within:block group-hover:block"
      >
        {detail}
      </span>
    </span>
  );
}

function SentenceText({ sentence, letter }: { sentence: GroundedSentence; letter: string }) {
  const parts: React.ReactNode[] = [];
  let at = sentence.start;
  for (const c of [...sentence.claims].sort((a, b) => a.start - b.start)) {
    if (c.start < at) continue;
    parts.push(letter.slice(at, c.start));
    parts.push(<ClaimMark key={`${c.start}-${c.kind}`} claim={c} />);
    at = c.end;
  }
  parts.push(letter.slice(at, sentence.end));
  return <>{parts}</>;
}

/** The saved letter with each claim highlighted: supported ones show their resume line on hover/focus, unsupported ones are flagged. */
export function LetterClaims({
  letter,
  grounding,
}: {
  letter: string;
  grounding: LetterGrounding;
}) {
  const out: React.ReactNode[] = [];
  let at = 0;
  for (const s of grounding.sentences) {
    out.push(letter.slice(at, s.start));
    out.push(<SentenceText key={s.start} sentence={s} letter={letter} />);
    at = s.end;
  }
  out.push(letter.slice(at));
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-muted-foreground" data-testid="claims-summary">
        {grounding.unsupportedCount === 0
          ? `All ${grounding.claimCount} claims are backed by your resume or the job description.`
          : `${grounding.unsupportedCount} of ${grounding.claimCount} claims are not on your resume: fix or remove them.`}
      </p>
      <div
        className="rounded-md border bg-background p-3 text-sm leading-relaxed whitespace-pre-wrap break-words"
        data-testid="letter-claims"
      >
        {out}
      </div>
    </div>
  );
}
