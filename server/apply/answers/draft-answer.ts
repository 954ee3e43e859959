import 'server-only';
import { questionTokens } from '@/lib/apply/match-question';
import type { Resume, ResumeEntry } from '@/lib/resume/resume-schema';
import { extractJobTerms } from '@/server/ai/job-terms/extract-job-terms';
import { findTerms, tokenize } from '@/server/ai/job-terms/find-terms';
import { bulletSentence } from '@/server/tailoring/letter-sentences';
import { rankResumeAchievements } from '@/server/tailoring/rank-resume-achievements';

export type DraftAnswerOptions = {
  question: string;
  resume: Resume;
  /** The posting the form is for; empty when the question comes without an application. */
  jobDescription: string;
  company: string | null;
  role: string | null;
};

/** Words of a question that say nothing about which achievement answers it. */
const GENERIC = new Set([
  'tell',
  'experience',
  'work',
  'worked',
  'working',
  'project',
  'role',
  'company',
  'example',
  'time',
  'describe',
  'proud',
  'difficult',
  'achievement',
  'greatest',
]);

const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** The skills the posting (or the question) asks for that the resume names, by the vocabulary's identity. */
function sharedSkills(resume: Resume, asked: ReturnType<typeof extractJobTerms>): string[] {
  const names = new Set<string>();
  for (const [key, value] of Object.entries(resume)) {
    if (key === 'header' || key === 'order' || !value) continue;
    const text = JSON.stringify(value);
    for (const hit of findTerms(text, tokenize(text), { taxonomy: true })) names.add(hit.term.name);
  }
  return asked.terms
    .filter((t) => (t.category === 'hard_skill' || t.category === 'tool') && names.has(t.id))
    .slice(0, 3)
    .map((t) => t.keyword);
}

/**
 * A first answer to a form's question written with no model, every fact from a resume line: an
 * opening fitted to the question's kind (why this role, strengths, or any other) naming the
 * posting's skills the resume shows, then the two achievements that best match the question and
 * the posting, as first-person sentences with the entry they come from.
 */
export function draftAnswer({
  question,
  resume,
  jobDescription,
  company,
  role,
}: DraftAnswerOptions): string {
  const asked = extractJobTerms(`${question}\n${jobDescription}`);
  const kind = questionTokens(question);
  // The question's own words ("accessibility", "mentoring") pick the achievements first; the
  // posting's terms order the rest.
  const own = kind.filter((t) => !t.startsWith('~') && t.length > 3 && !GENERIC.has(t));
  const hits = (text: string) => {
    const words = text.toLowerCase();
    return own.filter((w) => words.includes(w.slice(0, Math.max(4, w.length - 2)))).length;
  };
  const ranked = rankResumeAchievements(resume, asked.terms)
    .map((a, order) => ({ ...a, order, hits: hits(a.text) }))
    .sort((a, b) => b.hits - a.hits || a.order - b.order);
  const answersTheQuestion = (ranked[0]?.hits ?? 0) > 0;
  const skills = sharedSkills(resume, asked);
  const target =
    role && company
      ? `the ${role} role at ${company}`
      : company
        ? company
        : role
          ? `the ${role} role`
          : null;
  const lines: string[] = [];
  if (kind.includes('~motivation') && target)
    lines.push(
      skills.length
        ? `${target[0]!.toUpperCase()}${target.slice(1)} asks for ${list(skills)}, which is the work I have been doing.`
        : `I am applying for ${target} because it builds on the work I have been doing.`,
    );
  else if (kind.includes('~strength') && skills.length)
    lines.push(`My strongest skills for this work are ${list(skills)}.`);
  else if (skills.length && !answersTheQuestion) lines.push(`I have worked with ${list(skills)}.`);
  const used = new Set<number>();
  for (const a of ranked) {
    if (answersTheQuestion && a.hits === 0) break;
    if (lines.length >= 3 || used.has(a.entry * 1000 + (a.section === 'projects' ? 1 : 0)))
      continue;
    used.add(a.entry * 1000 + (a.section === 'projects' ? 1 : 0));
    const entry = ((resume[a.section] as ResumeEntry[] | undefined) ?? [])[a.entry] ?? {};
    const where =
      a.section === 'projects'
        ? entry.name
          ? `In my project ${entry.name}, `
          : ''
        : entry.company && entry.role
          ? `At ${entry.company}, as ${entry.role}, `
          : entry.company
            ? `At ${entry.company}, `
            : '';
    const line = bulletSentence(a.text, 'I ');
    lines.push(where && line.startsWith('I ') ? `${where}${line}` : line);
  }
  if (!lines.length && resume.summary?.trim())
    lines.push(/^[^.!?]+[.!?]?/.exec(resume.summary.trim())?.[0] ?? resume.summary.trim());
  return lines.join(' ');
}
