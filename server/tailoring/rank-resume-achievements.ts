import 'server-only';
import type { Resume, ResumeEntry } from '@/lib/resume/resume-schema';
import type { JobTerm } from '../ai/job-terms/extract-job-terms';
import { findTerms, tokenize } from '../ai/job-terms/find-terms';
import { splitSentences } from './split-sentences';

/** One achievement bullet of an experience or project entry, and the posting terms it shows. */
export type RankedAchievement = {
  section: string;
  entry: number;
  bullet: number;
  text: string;
  score: number;
  terms: string[];
};

const sequenceIn = (norms: string[], seq: string[]) =>
  seq.length > 0 && norms.some((_, i) => seq.every((w, k) => norms[i + k] === w));

/**
 * Scores every achievement of the experience and project entries by the posting terms it names
 * (vocabulary identity, so "JS" counts for JavaScript, else the posting's own words), required
 * terms weighing more; ties keep resume order, so the most recent work comes first.
 */
export function rankResumeAchievements(resume: Resume, terms: JobTerm[]): RankedAchievement[] {
  const out: RankedAchievement[] = [];
  for (const section of ['experience', 'projects']) {
    const entries = (resume[section] as ResumeEntry[] | undefined) ?? [];
    entries.forEach((entry, e) => {
      // An entry written as prose (no bullets) gives its description's sentences instead.
      const bulletsOf = entry.achievements?.some((a) => a.trim())
        ? entry.achievements
        : splitSentences(entry.description ?? '').map((s) => s.text);
      bulletsOf.forEach((raw, b) => {
        const text = raw.trim();
        if (!text) return;
        const tokens = tokenize(text);
        const norms = tokens.map((t) => t.norm);
        const ids = new Set(findTerms(text, tokens, { taxonomy: true }).map((h) => h.term.name));
        const shown = terms.filter(
          (t) =>
            ids.has(t.id) ||
            t.forms.some((f) => sequenceIn(norms, f)) ||
            (t.phraseLemmas !== null && sequenceIn(norms, t.phraseLemmas)),
        );
        const score = shown.reduce(
          (sum, t) => sum + t.weight * (t.importance === 'required' ? 1.5 : 1),
          0,
        );
        out.push({ section, entry: e, bullet: b, text, score, terms: shown.map((t) => t.keyword) });
      });
    });
  }
  return out.sort(
    (a, b) =>
      b.score - a.score ||
      Number(a.section !== 'experience') - Number(b.section !== 'experience') ||
      a.entry - b.entry ||
      a.bullet - b.bullet,
  );
}
