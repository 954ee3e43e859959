import 'server-only';
import { plural } from '@/lib/text/plural';
import OpenAI, { APIError, APIConnectionError } from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import { z } from 'zod';
import type { Analysis } from '@/lib/resume/analysis-schema';
import { env } from '@/server/env';
import { log } from '@/server/log';
import { keepGroundedSuggestions } from '../scoring/keep-grounded-suggestions';

const modelAnswer = z.object({
  suggestions: z.array(z.string().min(8).max(600)).min(1).max(10),
});

export type SuggestWithModelOptions = {
  analysis: Analysis;
  resumeText: string;
  jobDescription: string;
};

/** Why a mode could not be used: the server refused the request shape, or answered something unusable. */
class Unusable extends Error {}

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

/** A refusal of the response_format itself (400/404/415/422/501): try a simpler mode. Anything else is fatal. */
function refusedShape(error: unknown): boolean {
  return (
    error instanceof APIError &&
    !(error instanceof APIConnectionError) &&
    [400, 404, 415, 422, 501].includes(error.status ?? 0)
  );
}

function parseJsonAnswer(content: string | null | undefined): string[] {
  if (!content) throw new Unusable('empty answer');
  const start = content.indexOf('{');
  const end = content.lastIndexOf('}');
  if (start < 0 || end <= start) throw new Unusable('no JSON object in the answer');
  let value: unknown;
  try {
    value = JSON.parse(content.slice(start, end + 1));
  } catch {
    throw new Unusable('the answer is not valid JSON');
  }
  const parsed = modelAnswer.safeParse(value);
  if (!parsed.success) throw new Unusable('the JSON does not have the expected shape');
  return parsed.data.suggestions;
}

/** Last resort: a JSON object inside the text, else its list lines ("- …", "1. …") that read like sentences. */
function parseTextAnswer(content: string | null | undefined): string[] {
  try {
    return parseJsonAnswer(content);
  } catch {
    const lines = (content ?? '')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => /^([-*•]|\d+[.)])\s+/.test(l))
      .map((l) => l.replace(/^([-*•]|\d+[.)])\s+/, '').trim())
      .filter(
        (l) =>
          l.length >= 8 && l.length <= 600 && l.split(/\s+/).length >= 4 && /[a-z]{3,}/i.test(l),
      );
    const parsed = modelAnswer.safeParse({ suggestions: lines.slice(0, 10) });
    if (!parsed.success) throw new Unusable('no usable suggestions in the text answer');
    return parsed.data.suggestions;
  }
}

/**
 * Asks the configured OpenAI-compatible model to write the suggestions, grounded in the local
 * engine's findings: structured output (JSON schema), else JSON mode, else parsing plain text.
 * Scores stay the engine's. Any failure or timeout returns the local analysis with a notice.
 */
export async function suggestWithModel(options: SuggestWithModelOptions): Promise<Analysis> {
  const e = env();
  const client = new OpenAI({
    apiKey: e.OPENAI_API_KEY ?? 'not-needed',
    baseURL: e.OPENAI_BASE_URL,
    timeout: e.OPENAI_TIMEOUT_MS,
    maxRetries: 0,
  });
  // One deadline for all fallback modes together, so a slow server can never stall the request.
  const signal = AbortSignal.timeout(e.OPENAI_TIMEOUT_MS);
  const messages = [
    { role: 'system' as const, content: system },
    { role: 'user' as const, content: findings(options) },
  ];
  const modes: (() => Promise<string[]>)[] = [
    async () => {
      const res = await client.chat.completions.parse(
        {
          model: e.OPENAI_MODEL,
          messages,
          response_format: zodResponseFormat(modelAnswer, 'resume_suggestions'),
          temperature: 0.2,
        },
        { signal },
      );
      const parsed = res.choices[0]?.message.parsed;
      if (parsed) return parsed.suggestions;
      return parseJsonAnswer(res.choices[0]?.message.content);
    },
    async () => {
      const res = await client.chat.completions.create(
        {
          model: e.OPENAI_MODEL,
          messages,
          response_format: { type: 'json_object' },
          temperature: 0.2,
        },
        { signal },
      );
      return parseJsonAnswer(res.choices[0]?.message.content);
    },
    async () => {
      const res = await client.chat.completions.create(
        { model: e.OPENAI_MODEL, messages, temperature: 0.2 },
        { signal },
      );
      return parseTextAnswer(res.choices[0]?.message.content);
    },
  ];
  let reason = 'no answer';
  for (const mode of modes) {
    try {
      const written = await mode();
      // Nothing the person does not have may be claimed: each suggestion is checked against the resume.
      const { kept, dropped } = keepGroundedSuggestions({
        suggestions: written,
        resumeText: options.resumeText,
        context: `${options.jobDescription}\n${findings(options)}`,
      });
      if (dropped.length)
        log.info(
          { dropped: dropped.length },
          'AI suggestions that claimed skills or facts not in the resume were left out',
        );
      if (!kept.length) {
        reason = 'its suggestions claimed skills or facts the resume does not show';
        break;
      }
      const notices = dropped.length
        ? [
            ...options.analysis.notices,
            `${plural(dropped.length, 'AI suggestion')} ${dropped.length === 1 ? 'was' : 'were'} left out because ${dropped.length === 1 ? 'it' : 'they'} claimed skills or facts your resume does not show.`,
          ]
        : options.analysis.notices;
      return { ...options.analysis, suggestions: kept, notices, provider: 'openai' };
    } catch (error) {
      // The server refused this response format, or answered something unusable: try a simpler mode.
      if (refusedShape(error) || !(error instanceof APIError)) {
        reason =
          error instanceof Unusable
            ? error.message
            : refusedShape(error)
              ? 'it rejected the request format'
              : 'its answer could not be used';
        if (signal.aborted) break;
        continue;
      }
      reason =
        signal.aborted || error instanceof APIConnectionError
          ? 'it did not answer in time or could not be reached'
          : 'it returned an error';
      log.warn({ err: error }, 'AI model failed; using the local analysis');
      break;
    }
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
