import 'server-only';
import type { Resume, ResumeEntry } from '@/lib/resume/resume-schema';
import type { LetterEmphasis, LetterLength, LetterTone } from '@/lib/tailoring/grounding';
import { extractJobTerms } from '../ai/job-terms/extract-job-terms';
import { findTerms, tokenize } from '../ai/job-terms/find-terms';
import { wordSet } from '../ai/lexicon/word-lists';
import { rankResumeAchievements, type RankedAchievement } from './rank-resume-achievements';

const actionVerbs = wordSet('action-verbs');
const irregularPastVerbs = wordSet('irregular-past-verbs');

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

const wordCount = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);
const lowerFirst = (text: string) =>
  /^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;
const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** A resume bullet as a first-person clause: "Built X" → "I built X"; other bullets stay as written. */
export function bulletSentence(text: string, lead: string): string {
  const first = tokenize(text)[0]?.raw.toLowerCase() ?? '';
  if (
    actionVerbs.has(first) ||
    irregularPastVerbs.has(first) ||
    (/^[A-Z][a-z]+ed$/.test(text.split(/\s+/)[0] ?? '') && first.length > 4)
  )
    return sentence(`${lead}${lowerFirst(text)}`);
  return sentence(text);
}

// How the bullets of one paragraph are joined, so they do not all read "I also…".
const connectors: Record<LetterTone, string[]> = {
  formal: ['I ', 'I also ', 'In addition, I ', 'Furthermore, I '],
  warm: ['I ', 'I also ', 'I am proud that I ', 'Along the way, I '],
  concise: ['I '],
};

function entryOf(resume: Resume, a: { section: string; entry: number }): ResumeEntry {
  return ((resume[a.section] as ResumeEntry[] | undefined) ?? [])[a.entry] ?? {};
}

/** "At Globex, where I worked as Senior Engineer (Mar 2019 – Present), I built…" from the entry's head and its first bullet. */
function entryOpening(
  entry: ResumeEntry,
  section: string,
  tone: LetterTone,
  earlier: boolean,
): string {
  const dates = [entry.startDate, entry.endDate].filter(Boolean).join(' – ');
  const when = dates ? ` (${dates})` : '';
  if (section === 'projects')
    return `${earlier ? 'In another project, ' : 'In my project '}${entry.name ?? entry.title ?? ''}${when}`;
  const role = entry.role ?? entry.title;
  const company = entry.company ?? entry.institution;
  const lead = earlier ? 'Earlier, at' : 'At';
  if (role && company) {
    if (tone === 'concise') return `${lead} ${company} as ${role}${when}`;
    if (tone === 'warm') return `${lead} ${company}, where I worked as ${role}${when}`;
    return `${earlier ? 'Previously, in' : 'In'} my role as ${role} at ${company}${when}`;
  }
  return company ? `${lead} ${company}${when}` : role ? `As ${role}${when}` : '';
}

function paragraph(
  resume: Resume,
  bullets: RankedAchievement[],
  tone: LetterTone,
  earlier: boolean,
): string {
  const first = bullets[0]!;
  const opening = entryOpening(entryOf(resume, first), first.section, tone, earlier);
  const joins = connectors[tone];
  const lines = bullets.map((b, i) => bulletSentence(b.text, joins[i % joins.length]!));
  if (opening && lines[0]!.startsWith('I ')) lines[0] = `${opening}, ${lines[0]}`;
  else if (opening) lines.unshift(sentence(opening));
  return lines.join(' ');
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
  const summary = resume.summary?.trim()
    ? (/^[^.!?]+[.!?]?/.exec(resume.summary.trim())?.[0] ?? '')
    : '';
  if (summary && tone !== 'concise')
    opening.push(
      `${tone === 'warm' ? 'A little about me' : 'In brief'}: ${sentence(lowerFirst(summary))}`,
    );
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
    degreeAsked && school ? `I hold a ${school.degree} from ${school.institution}.` : '';

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
    if (first.length) body.push(paragraph(resume, first, tone, false));
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
