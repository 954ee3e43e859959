import 'server-only';
import type { Resume, ResumeEntry } from '@/lib/resume/resume-schema';
import type { ResumeLine } from '@/lib/tailoring/grounding';
import type { TailoringGap } from '@/lib/tailoring/tailored-resume-schemas';
import { extractJobTerms, type JobTerm } from '@/server/ai/job-terms/extract-job-terms';
import { findTerms, tokenize } from '@/server/ai/job-terms/find-terms';
import { listResumeLines } from '../list-resume-lines';
import { rankResumeAchievements } from '../rank-resume-achievements';
import { analyzeTailoredResume } from './analyze-tailored-resume';
import { applyTailoring } from './apply-tailoring';
import { guardTailoringChanges, type GuardedChanges } from './guard-tailoring-changes';
import { summaryChanges } from './summary-changes';
import type { ProposedChange } from './tailoring-change';
import { importanceWeight, joinList, termsNamedBy } from './terms-named';

export type TailoringProposalDraft = {
  changes: ProposedChange[];
  /** Changes the guard refused (they would state something the master lacks); 0 by construction, measured by the bench. */
  dropped: GuardedChanges['dropped'];
  gaps: TailoringGap[];
  score_before: number;
  score_after_all: number;
};

const skillCategories = new Set(['hard_skill', 'tool', 'certification']);
const sectionTitles: Record<string, string> = {
  summary: 'Summary',
  experience: 'Experience',
  projects: 'Projects',
  education: 'Education',
  skills: 'Skills',
};
const titleOf = (key: string) =>
  sectionTitles[key] ?? key.replace(/[_-]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
const normsOf = (text: string) => tokenize(text).map((t) => t.norm);
const sameWords = (a: string, b: string) => normsOf(a).join(' ') === normsOf(b).join(' ');
const list = joinList;

/** The one vocabulary term a whole text names ("JS" → JavaScript), or null when it names none or several. */
function wholeTerm(text: string) {
  const trimmed = text.trim();
  const hits = findTerms(trimmed, tokenize(trimmed), { taxonomy: true }).filter(
    (h) => !h.evidenceOnly,
  );
  return hits.length === 1 && hits[0]!.start === 0 && hits[0]!.end === trimmed.length
    ? hits[0]!.term
    : null;
}

/**
 * How the posting writes a skill the resume writes as `written`, when the lexicon says both name
 * the same skill: the posting's words, unless it abbreviates what the resume spells out ("JS" for
 * "JavaScript" stays "JavaScript"). Null when the resume already writes it the posting's way.
 */
function postingWording(term: JobTerm, written: string): string | null {
  const said = term.sources.map((s) => s.matched.trim()).filter(Boolean);
  if (!said.length || said.some((s) => sameWords(s, written))) return null;
  const wording = said[0]!;
  const same = wholeTerm(wording);
  if (!same || same.name !== term.id || wording.length < written.trim().length) return null;
  // The lexicon counts a broader word as the skill ("containers" finds Docker); a rename takes only
  // another spelling of the same name: the skill's own name, or a word sharing the resume's start.
  const plain = (s: string) => s.toLowerCase().replace(/[^a-z0-9+#]/g, '');
  const [to, from] = [plain(wording), plain(written)];
  const spelling = to === plain(term.id) || (from.length >= 2 && to.startsWith(from.slice(0, 4)));
  return spelling ? wording : null;
}

function skillsLine(category: string, skills: string[]): ResumeLine {
  return {
    section: 'skills',
    entry: null,
    bullet: null,
    field: category,
    text: `${category}: ${skills.join(', ')}`,
  };
}

function skillChanges(resume: Resume, terms: JobTerm[]): ProposedChange[] {
  const wanted = terms.filter((t) => skillCategories.has(t.category));
  const byId = new Map(wanted.map((t) => [t.id, t]));
  const skills = resume.skills ?? {};
  const changes: ProposedChange[] = [];
  const inSkills = new Set<string>();
  for (const [category, items] of Object.entries(skills)) {
    const line = skillsLine(category, items);
    const front: number[] = [];
    items.forEach((item, index) => {
      const named = termsNamedBy(item, wanted);
      if (!named.length) return;
      front.push(index);
      for (const t of named) inSkills.add(t.id);
      const term = wholeTerm(item);
      const jobTerm = term ? byId.get(term.name) : undefined;
      const to = jobTerm ? postingWording(jobTerm, item) : null;
      if (!jobTerm || !to) return;
      changes.push({
        id: `skill-rename:${category}.${index}`,
        kind: 'reword-skill',
        path: `skills.${category}[${index}]`,
        before: [item],
        after: [to],
        source: line,
        reason: `The posting writes “${to}”; your resume's “${item.trim()}” is the same skill.`,
        op: { type: 'skill-rename', category, index, to },
      });
    });
    const moved = front.some((index, k) => index !== k);
    if (!moved) continue;
    const rest = items.filter((_, i) => !front.includes(i));
    const names = front.map((i) => items[i]!.trim());
    changes.push({
      id: `skill-order:${category}`,
      kind: 'surface-skill',
      path: `skills.${category}`,
      before: items,
      after: [...front.map((i) => items[i]!), ...rest],
      source: line,
      reason: `Puts first the ${category} the posting asks for: ${list(names)}.`,
      op: { type: 'skill-order', category, front },
    });
  }

  // Skills the posting asks for that the resume shows in its work but not in its Skills list.
  const categories = Object.keys(skills);
  const found = new Map<string, { term: JobTerm; line: ResumeLine; written: string }>();
  for (const line of listResumeLines(resume)) {
    if (line.section === 'skills') continue;
    for (const hit of findTerms(line.text)) {
      const term = byId.get(hit.term.name);
      if (!term || hit.evidenceOnly || inSkills.has(term.id) || found.has(term.id)) continue;
      found.set(term.id, { term, line, written: hit.matched });
    }
  }
  const targetFor = (term: JobTerm): string => {
    if (!categories.length) return 'Skills';
    const named = categories.find((c) =>
      (term.category === 'certification'
        ? /certif/i
        : term.category === 'tool'
          ? /tool/i
          : /skill|language/i
      ).test(c),
    );
    if (named) return named;
    let best = categories[0]!;
    let bestCount = 0;
    for (const c of categories) {
      const count = (skills[c] ?? []).filter(
        (s) => wholeTerm(s)?.category === term.category,
      ).length;
      if (count > bestCount) [best, bestCount] = [c, count];
    }
    return best;
  };
  const additions = [...found.values()]
    .sort((a, b) => importanceWeight(b.term) - importanceWeight(a.term))
    .slice(0, 8);
  for (const { term, line, written } of additions) {
    const category = targetFor(term);
    const skill = postingWording(term, written) ?? written;
    const current = skills[category] ?? [];
    changes.push({
      id: `skill-add:${term.id}`,
      kind: 'surface-skill',
      path: `skills.${category}`,
      before: current,
      after: [skill, ...current],
      source: line,
      reason: `The posting asks for ${term.keyword} (${term.importance}); your ${titleOf(line.section)} shows it, your Skills list does not.`,
      op: { type: 'skill-add', category, skill },
    });
  }
  return changes;
}

function bulletChanges(resume: Resume, terms: JobTerm[]): ProposedChange[] {
  const ranked = rankResumeAchievements(resume, terms);
  const changes: ProposedChange[] = [];
  for (const section of ['experience', 'projects']) {
    ((resume[section] as ResumeEntry[] | undefined) ?? []).forEach((entry, e) => {
      const bullets = entry.achievements ?? [];
      if (bullets.length < 2) return;
      const scored = ranked.filter((r) => r.section === section && r.entry === e);
      const score = (i: number) => scored.find((r) => r.bullet === i)?.score ?? 0;
      const order = bullets.map((_, i) => i).sort((a, b) => score(b) - score(a) || a - b);
      if (order.every((i, k) => i === k)) return;
      const top = scored.find((r) => r.bullet === order[0])!;
      const lifted = order.filter((i, k) => i > k && score(i) > 0);
      const named = [
        ...new Set(scored.filter((r) => lifted.includes(r.bullet)).flatMap((r) => r.terms)),
      ];
      const head = [entry.role || entry.name || entry.title, entry.company]
        .filter(Boolean)
        .join(' at ');
      changes.push({
        id: `bullets:${section}.${e}`,
        kind: 'reorder-bullets',
        path: `${section}[${e}].achievements`,
        before: bullets,
        after: order.map((i) => bullets[i]!),
        source: {
          section,
          entry: e,
          bullet: top.bullet,
          field: 'achievement',
          text: top.text,
        },
        reason: `${head ? `${head}: l` : 'L'}eads with the bullets that name ${list(named)} from the posting.`,
        op: { type: 'bullets', section, entry: e, order },
      });
    });
  }
  return changes;
}

function hasContent(value: unknown): boolean {
  if (typeof value === 'string') return value.trim().length > 0;
  if (Array.isArray(value)) return value.length > 0;
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).some((v) => Array.isArray(v) && v.length)
  );
}

function sectionChange(resume: Resume, terms: JobTerm[]): ProposedChange[] {
  const known = Object.keys(resume).filter(
    (k) => k !== 'header' && k !== 'order' && hasContent(resume[k]),
  );
  const current = [
    ...(resume.order ?? []).filter((k) => known.includes(k)),
    ...known.filter((k) => !(resume.order ?? []).includes(k)),
  ];
  if (current.length < 2) return [];
  const lines = listResumeLines(resume);
  const named = new Map<string, { score: number; best: ResumeLine | null; bestScore: number }>();
  for (const key of current) {
    const ids = new Set<string>();
    let best: ResumeLine | null = null;
    let bestScore = 0;
    for (const line of lines.filter((l) => l.section === key)) {
      const here = termsNamedBy(line.text, terms);
      here.forEach((t) => ids.add(t.id));
      const s = here.reduce((sum, t) => sum + importanceWeight(t), 0);
      if (s > bestScore) [best, bestScore] = [line, s];
    }
    const score = terms.filter((t) => ids.has(t.id)).reduce((s, t) => s + importanceWeight(t), 0);
    named.set(key, { score, best, bestScore });
  }
  // A summary that opens the resume stays first: it introduces whatever follows.
  const fixed = current[0] === 'summary' ? ['summary'] : [];
  const rest = current.filter((k) => !fixed.includes(k));
  const sorted = [...rest].sort(
    (a, b) => named.get(b)!.score - named.get(a)!.score || rest.indexOf(a) - rest.indexOf(b),
  );
  const order = [...fixed, ...sorted];
  if (order.every((k, i) => k === current[i])) return [];
  const lead = sorted.find((k, i) => rest.indexOf(k) > i)!;
  const leadInfo = named.get(lead)!;
  return [
    {
      id: 'sections',
      kind: 'reorder-sections',
      path: 'order',
      before: current.map(titleOf),
      after: order.map(titleOf),
      source: leadInfo.best ?? lines.find((l) => l.section === lead)!,
      reason: `Puts first the sections that name the most posting terms: ${titleOf(lead)} moves up.`,
      op: {
        type: 'sections',
        order: [...order, ...(resume.order ?? []).filter((k) => !order.includes(k))],
      },
    },
  ];
}

/**
 * Tailors a saved resume to a posting without a model, deterministically: the posting's skills the
 * resume already has move to the front of their Skills category (and skills shown only in the work
 * join the list), a skill is renamed only when the lexicon says the posting's word is the same skill,
 * bullets and sections are reordered by the posting's terms, the summary leads with what the
 * posting asks for and names the required skills the work shows (summary-changes.ts). Every change only rearranges or renames
 * the resume's own content and points to its source line; the guard drops any that would not.
 * Keywords the resume lacks are listed as gaps, never added.
 */
export function proposeTailoring(resume: Resume, jobDescription: string): TailoringProposalDraft {
  const job = extractJobTerms(jobDescription);
  const candidates = [
    ...skillChanges(resume, job.terms),
    ...bulletChanges(resume, job.terms),
    ...sectionChange(resume, job.terms),
    ...summaryChanges(resume, job.terms),
  ];
  const { kept, dropped } = guardTailoringChanges(resume, candidates);
  const before = analyzeTailoredResume(resume, jobDescription);
  const all = applyTailoring(
    resume,
    kept,
    kept.map((c) => c.id),
  );
  const after = analyzeTailoredResume(all.resume, jobDescription);
  const gaps: TailoringGap[] = (after.missing_keyword_details ?? []).map((m) => ({
    keyword: m.keyword,
    importance: m.importance,
    shown_by: m.in_resume ? `${m.in_resume.how}: “${m.in_resume.line}”` : null,
  }));
  // The final check of the whole resume takes back what the per-change guard let through (none so far).
  for (const change of kept)
    if (!all.applied.includes(change.id)) dropped.push({ change, claims: [] });
  return {
    changes: kept.filter((c) => all.applied.includes(c.id)),
    dropped,
    gaps,
    score_before: before.keyword_match_score,
    score_after_all: after.keyword_match_score,
  };
}
