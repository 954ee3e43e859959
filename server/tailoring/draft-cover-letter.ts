import 'server-only';
import type { Resume, ResumeEntry } from '@/lib/resume/resume-schema';
import type { LetterEmphasis, LetterLength, LetterTone } from '@/lib/tailoring/grounding';
import { extractJobTerms } from '../ai/job-terms/extract-job-terms';
import { findTerms, tokenize } from '../ai/job-terms/find-terms';
import {
  asSentence,
  bulletSentence,
  projectLead,
  roleSentence,
  summarySentence,
} from './letter-sentences';
import { rankResumeAchievements, type RankedAchievement } from './rank-resume-achievements';

export type DraftCoverLetterOptions = {
  resume: Resume;
  jobDescription: string;
  company: string;
  role: string;
  /** The application's contact to greet by name; null for a neutral greeting. */
  contactName: string | null;
  tone: LetterTone;
  length: LetterLength;
  emphasis: LetterEmphasis;
};

// Word budgets: the letter grows bullet by bullet up to `target`, never past `max` (one page).
const budget: Record<LetterLength, { target: number; max: number }> = {
  short: { target: 250, max: 290 },
  standard: { target: 320, max: 360 },
  long: { target: 370, max: 400 },
};

/**
 * A notice when the resume has too little material for the chosen length: the letter then stops
 * where the material does rather than pad; null when the letter is as long as the length asks.
 */
export function materialNotice(letter: string, length: LetterLength): string | null {
  const words = wordCount(letter);
  if (length === 'short' || words >= budget[length].target - 30) return null;
  return `Your resume has material for about ${words} words, so this ${length} letter is shorter than a ${length} letter usually is: add achievements to your experience to make it longer.`;
}

const wordCount = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

// How the bullets of one paragraph are joined, so they do not all read "I also…".
const connectors: Record<LetterTone, string[]> = {
  formal: ['I ', 'I also ', 'In addition, I ', 'Furthermore, I '],
  warm: ['I ', 'I also ', 'I am proud that I ', 'Along the way, I '],
  concise: ['I '],
};

function entryOf(resume: Resume, a: { section: string; entry: number }): ResumeEntry {
  return ((resume[a.section] as ResumeEntry[] | undefined) ?? [])[a.entry] ?? {};
}

function paragraph(
  resume: Resume,
  bullets: RankedAchievement[],
  tone: LetterTone,
  earlier: boolean,
  context: string,
): string {
  const first = bullets[0]!;
  const joins = connectors[tone];
  const lines = bullets.map((b, i) => bulletSentence(b.text, joins[i % joins.length]!, i, context));
  const entry = entryOf(resume, first);
  const project = projectLead(entry, first.section, earlier);
  if (project && lines[0]!.startsWith('I ')) lines[0] = `${project}${lines[0]}`;
  const role = roleSentence(entry, first.section, tone, earlier);
  return [role, ...lines].filter(Boolean).join(' ');
}

/**
 * Writes a cover letter with no model, every factual sentence taken from a resume line: a greeting
 * (the contact's name, else neutral), an opening naming the role and company and the resume's own
 * skills the description asks for, two evidence paragraphs from the achievements that best match
 * the description's terms (the emphasised entry first), an education line when the description
 * asks for a degree, and a closing; grown bullet by bullet to the length's word budget.
 */
export function draftCoverLetter({
  resume,
  jobDescription,
  company,
  role,
  contactName,
  tone,
  length,
  emphasis,
}: DraftCoverLetterOptions): string {
  const job = extractJobTerms(jobDescription);
  const ranked = rankResumeAchievements(resume, job.terms);
  const resumeNames = new Set<string>();
  for (const [key, value] of Object.entries(resume)) {
    if (key === 'header' || key === 'order' || !value) continue;
    const text = JSON.stringify(value);
    for (const hit of findTerms(text, tokenize(text), { taxonomy: true }))
      resumeNames.add(hit.term.name);
  }
  const skills = job.terms
    .filter(
      (t) =>
        (t.category === 'hard_skill' || t.category === 'tool' || t.category === 'certification') &&
        t.importance === 'required' &&
        resumeNames.has(t.id),
    )
    .slice(0, 4)
    .map((t) => t.keyword);

  const greeting = contactName?.trim() ? `Dear ${contactName.trim()},` : 'Dear Hiring Manager,';
  const opening = [
    tone === 'formal'
      ? `I am writing to apply for the ${role} position at ${company}.`
      : tone === 'warm'
        ? `I was glad to see the ${role} opening at ${company}, and I would love to be considered for it.`
        : `I am applying for the ${role} role at ${company}.`,
  ];
  const context = JSON.stringify(resume);
  const summary = resume.summary?.trim() ? summarySentence(resume.summary, context) : '';
  if (summary && tone !== 'concise') opening.push(summary);
  if (skills.length) {
    opening.push(
      tone === 'formal'
        ? `My experience covers ${list(skills)}, which your description asks for.`
        : tone === 'warm'
          ? `Much of what you are looking for, including ${list(skills)}, is work I have done and enjoy.`
          : `I bring ${list(skills)}.`,
    );
  }
  const closing =
    tone === 'formal'
      ? [
          `I would welcome the opportunity to discuss how my experience could contribute to ${company}.`,
          'Thank you for your time and consideration.',
          'Sincerely,',
        ]
      : tone === 'warm'
        ? [
            `I would be delighted to talk about how I could help the team at ${company}.`,
            'Thank you for reading my letter.',
            'Warm regards,',
          ]
        : ['I would welcome a conversation.', 'Thank you for your consideration.', 'Best regards,'];
  const name = resume.header.fullName.trim();

  const degreeAsked = job.terms.some((t) => t.category === 'degree');
  const school = ((resume.education as ResumeEntry[] | undefined) ?? []).find(
    (e) => e.degree && e.institution,
  );
  const education =
    degreeAsked && school ? asSentence(`I hold a ${school.degree} from ${school.institution}`) : '';

  const leadKey =
    emphasis && ranked.some((a) => a.section === emphasis.section && a.entry === emphasis.entry)
      ? emphasis
      : ranked[0];
  const sameEntry = (a: RankedAchievement, k: { section: string; entry: number }) =>
    a.section === k.section && a.entry === k.entry;
  const leadPool = leadKey ? ranked.filter((a) => sameEntry(a, leadKey)) : [];
  const otherEntries: { section: string; entry: number }[] = [];
  for (const a of ranked)
    if (
      !sameEntry(a, leadKey ?? { section: '', entry: -1 }) &&
      !otherEntries.some((k) => sameEntry(a, k))
    )
      otherEntries.push(a);
  const secondPool = otherEntries
    .slice(0, 3)
    .flatMap((k) => ranked.filter((a) => sameEntry(a, k)).slice(0, 3));

  const first: RankedAchievement[] = [];
  const second: RankedAchievement[] = [];
  const compose = () => {
    const body = [opening.join(' ')];
    if (first.length) body.push(paragraph(resume, first, tone, false, context));
    if (second.length || education) {
      const groups: string[] = [];
      for (const k of otherEntries.slice(0, 3)) {
        const inEntry = second.filter((a) => sameEntry(a, k));
        if (inEntry.length)
          groups.push(
            paragraph(
              resume,
              inEntry,
              tone,
              leadKey ? k.section === leadKey.section && k.entry > leadKey.entry : false,
              context,
            ),
          );
      }
      if (education) groups.push(education);
      body.push(groups.join(' '));
    }
    body.push(closing.slice(0, -1).join(' '));
    return [greeting, ...body, [closing.at(-1), name].filter(Boolean).join('\n')].join('\n\n');
  };
  const { target, max } = budget[length];
  // Alternate between the paragraphs so both carry evidence: lead entry, then the others.
  const queue: [RankedAchievement[], RankedAchievement][] = [];
  for (let i = 0; i < Math.max(leadPool.length, secondPool.length); i++) {
    if (leadPool[i] && i < 5) queue.push([first, leadPool[i]!]);
    if (secondPool[i]) queue.push([second, secondPool[i]!]);
  }
  for (const [into, a] of queue) {
    if (wordCount(compose()) >= target) break;
    into.push(a);
    into.sort(
      (x, y) => x.entry - y.entry || x.section.localeCompare(y.section) || y.score - x.score,
    );
    if (wordCount(compose()) > max) into.splice(into.indexOf(a), 1);
  }
  return compose();
}
