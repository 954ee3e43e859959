import 'server-only';
import type { Resume, ResumeEntry } from '@/lib/resume/resume-schema';
import type { ResumeLine } from '@/lib/tailoring/grounding';
import type { JobTerm } from '@/server/ai/job-terms/extract-job-terms';
import { findTerms } from '@/server/ai/job-terms/find-terms';
import { rankResumeAchievements } from '../rank-resume-achievements';
import { splitSentences } from '../split-sentences';
import type { ProposedChange } from './tailoring-change';
import { importanceWeight, joinList, termsNamedBy } from './terms-named';

// Stock phrases a summary can lose when the sentence names nothing the posting asks for.
const STOCK =
  /\b(?:seeking|looking for|challenging (?:role|position|opportunit)|opportunit(?:y|ies) to|team player|hard[- ]?working|passionate|results[- ]driven|detail[- ]oriented|self[- ]starter|go[- ]getter|highly motivated|motivated)\b/i;
const MAX_SKILLS = 5;
const MAX_PLACES = 2;

const summaryOf = (resume: Resume) =>
  typeof resume.summary === 'string' ? resume.summary.trim() : '';

/** The summary's sentences, as listResumeLines numbers them. */
export const summarySentences = (resume: Resume) =>
  splitSentences(summaryOf(resume)).map((s) => s.text);

const summaryLine = (text: string, i: number): ResumeLine => ({
  section: 'summary',
  entry: null,
  bullet: i,
  field: 'summary',
  text,
});

/**
 * The summary without its stock sentences ("Hard-working team player seeking a challenging role.")
 * when they name nothing the posting asks for; the rest keeps its order (the opening sentence says
 * who the person is). Null when nothing would go, or everything would.
 */
function tightenSummary(sentences: string[], terms: JobTerm[]): ProposedChange | null {
  const dropped = sentences
    .map((text, i) => ({ text, i }))
    .filter((s) => STOCK.test(s.text) && termsNamedBy(s.text, terms).length === 0);
  if (!dropped.length || dropped.length === sentences.length) return null;
  const order = sentences.map((_, i) => i).filter((i) => !dropped.some((d) => d.i === i));
  const first = dropped[0]!;
  return {
    id: 'summary:tighten',
    kind: 'tighten-summary',
    path: 'summary',
    before: [sentences.join(' ')],
    after: [order.map((i) => sentences[i]!).join(' ')],
    source: summaryLine(first.text, first.i),
    reason: `Drops ${dropped.length === 1 ? 'a stock phrase that names' : `${dropped.length} stock phrases that name`} nothing the posting asks for: “${first.text}”`,
    op: { type: 'summary-sentences', order },
  };
}

/** The skill as the resume line writes it (its own spelling), else the posting's keyword. */
function writtenIn(line: string, term: JobTerm): string {
  const hit = findTerms(line).find((h) => h.term.name === term.id && !h.evidenceOnly);
  return hit?.matched.trim() || term.keyword;
}

/**
 * One sentence naming the posting's skills (required first) that the resume's work shows but its
 * summary does not, and where: "Has worked with React, TypeScript and Next.js at Globex Corp." Built
 * only from the resume's own bullets and employers.
 */
function evidenceSentence(
  resume: Resume,
  sentences: string[],
  terms: JobTerm[],
): ProposedChange | null {
  const inSummary = new Set(sentences.flatMap((s) => termsNamedBy(s, terms).map((t) => t.id)));
  const wanted = terms
    .filter((t) => (t.category === 'hard_skill' || t.category === 'tool') && !inSummary.has(t.id))
    .sort((a, b) => importanceWeight(b) - importanceWeight(a));
  if (!wanted.some((t) => t.importance === 'required')) return null;
  const entries = (resume.experience as ResumeEntry[] | undefined) ?? [];
  const work = rankResumeAchievements(resume, wanted)
    .filter((r) => r.section === 'experience' && r.score > 0 && entries[r.entry]?.company?.trim())
    .sort((a, b) => a.entry - b.entry || a.bullet - b.bullet);
  const found: { term: JobTerm; written: string; entry: number; bullet: number; text: string }[] =
    [];
  const places: number[] = [];
  for (const term of wanted) {
    if (found.length >= MAX_SKILLS) break;
    const at = work.find(
      (r) =>
        r.terms.includes(term.keyword) && (places.includes(r.entry) || places.length < MAX_PLACES),
    );
    if (!at) continue;
    if (!places.includes(at.entry)) places.push(at.entry);
    found.push({ term, written: writtenIn(at.text, term), ...at });
  }
  if (!found.some((f) => f.term.importance === 'required')) return null;
  // Grouped by employer, most recent first, each skill in the resume's own spelling.
  const byPlace = places
    .sort((a, b) => a - b)
    .map((e) => ({
      company: entries[e]!.company!.trim(),
      skills: [...new Set(found.filter((f) => f.entry === e).map((f) => f.written))],
    }));
  const phrases = byPlace.map((p) => `${joinList(p.skills, MAX_SKILLS)} at ${p.company}`);
  const body = `Has worked with ${phrases.join(' and with ')}`;
  const sentence = /[.!?]$/.test(body) ? body : `${body}.`;
  const skills = byPlace.flatMap((p) => p.skills);
  const companies = byPlace.map((p) => p.company);
  const lead = found.find((f) => f.entry === places[0])!;
  return {
    id: 'summary:evidence',
    kind: 'summary-evidence',
    path: 'summary',
    before: [sentences.join(' ')],
    after: [[...sentences, sentence].join(' ')],
    source: {
      section: 'experience',
      entry: lead.entry,
      bullet: lead.bullet,
      field: 'achievement',
      text: lead.text,
    },
    reason: `The posting asks for ${joinList(skills, MAX_SKILLS)}; your experience at ${joinList(companies)} shows ${skills.length === 1 ? 'it' : 'them'} and your summary does not say so yet.`,
    op: { type: 'summary-evidence', sentence },
  };
}

/**
 * The summary, tailored without a model: its sentences that name the posting's terms first (stock
 * phrases naming none dropped), and one sentence that names the required skills the resume's own
 * work shows, with the employers where it shows them. Nothing is added that the resume does not say.
 */
export function summaryChanges(resume: Resume, terms: JobTerm[]): ProposedChange[] {
  const sentences = summarySentences(resume);
  if (!sentences.length) return [];
  return [tightenSummary(sentences, terms), evidenceSentence(resume, sentences, terms)].filter(
    (c): c is ProposedChange => c !== null,
  );
}
