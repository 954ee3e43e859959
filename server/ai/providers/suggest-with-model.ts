import 'server-only';
import { plural } from '@/lib/text/plural';
import { z } from 'zod';
import type { Analysis } from '@/lib/resume/analysis-schema';
import { log } from '@/server/log';
import { callModel, ModelAnswerUnusable } from '@/server/model/call-model';
import { keepGroundedSuggestions } from '../scoring/keep-grounded-suggestions';

const modelAnswer = z.object({
  suggestions: z.array(z.string().min(8).max(600)).min(1).max(10),
});

export type SuggestWithModelOptions = {
  analysis: Analysis;
  resumeText: string;
  jobDescription: string;
};

const system = [
  'You are a resume coach. You receive the findings of a deterministic resume analyser',
  '(scores, matched and missing job-description terms, readability checks) plus excerpts of the resume and the posting.',
  'Write 3 to 8 concrete, specific suggestions, most valuable first. Ground every suggestion in the findings:',
  'name the missing term and the section to add it to, or the check that failed and how to fix it.',
  'Never invent experience the person does not have; say "if it applies" for skills they may lack.',
  'Never state years, numbers or skills the resume does not show as if the person had them.',
  'Do not restate the scores. Answer with JSON: {"suggestions": ["..."]}.',
].join(' ');

function findings({ analysis, resumeText, jobDescription }: SuggestWithModelOptions): string {
  return JSON.stringify({
    job_title: analysis.job_title,
    keyword_match_score: analysis.keyword_match_score,
    ats_score: analysis.ats_score,
    missing_terms: analysis.missing_keyword_details,
    matched_terms: analysis.matched_keywords.map((m) => ({
      term: m.keyword,
      importance: m.importance,
      found_in: m.found_in,
    })),
    ats_checks: analysis.ats_breakdown.map((c) => ({
      check: c.label,
      points: `${c.points}/${c.max}`,
      detail: c.detail,
    })),
    analyser_suggestions: analysis.suggestions,
    resume_excerpt: resumeText.slice(0, 6000),
    job_description_excerpt: jobDescription.slice(0, 6000),
  });
}

/** A text answer with no JSON: its list lines ("- …", "1. …") that read like sentences. */
function suggestionsFromText(content: string): z.infer<typeof modelAnswer> {
  const lines = content
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => /^([-*•]|\d+[.)])\s+/.test(l))
    .map((l) => l.replace(/^([-*•]|\d+[.)])\s+/, '').trim())
    .filter(
      (l) => l.length >= 8 && l.length <= 600 && l.split(/\s+/).length >= 4 && /[a-z]{3,}/i.test(l),
    );
  const parsed = modelAnswer.safeParse({ suggestions: lines.slice(0, 10) });
  if (!parsed.success) throw new ModelAnswerUnusable('no usable suggestions in the text answer');
  return parsed.data;
}

/**
 * Asks the configured OpenAI-compatible model to write the suggestions, grounded in the local
 * engine's findings: structured output (JSON schema), else JSON mode, else parsing plain text.
 * Scores stay the engine's. Any failure or timeout returns the local analysis with a notice.
 */
export async function suggestWithModel(options: SuggestWithModelOptions): Promise<Analysis> {
  const answer = await callModel(
    modelAnswer,
    { system, user: findings(options) },
    { name: 'resume_suggestions', temperature: 0.2, fromText: suggestionsFromText },
  );
  let reason: string;
  if (!answer.ok) reason = answer.reason;
  else {
    // Nothing the person does not have may be claimed: each suggestion is checked against the resume.
    const { kept, dropped } = keepGroundedSuggestions({
      suggestions: answer.value.suggestions,
      resumeText: options.resumeText,
      context: `${options.jobDescription}\n${findings(options)}`,
    });
    if (dropped.length)
      log.info(
        { dropped: dropped.length },
        'AI suggestions that claimed skills or facts not in the resume were left out',
      );
    if (kept.length) {
      const notices = dropped.length
        ? [
            ...options.analysis.notices,
            `${plural(dropped.length, 'AI suggestion')} ${dropped.length === 1 ? 'was' : 'were'} left out because ${dropped.length === 1 ? 'it' : 'they'} claimed skills or facts your resume does not show.`,
          ]
        : options.analysis.notices;
      return { ...options.analysis, suggestions: kept, notices, provider: 'openai' };
    }
    reason = 'its suggestions claimed skills or facts the resume does not show';
  }
  log.warn({ reason }, 'AI model gave no usable suggestions; using the local analysis');
  return {
    ...options.analysis,
    notices: [
      ...options.analysis.notices,
      `The AI model was unavailable (${reason}), so these suggestions come from the built-in analyser.`,
    ],
  };
}
