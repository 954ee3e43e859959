import 'server-only';
import OpenAI, { APIConnectionError, APIError } from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import { z } from 'zod';
import { env } from '@/server/env';
import type { DraftCoverLetterOptions } from './draft-cover-letter';

const modelAnswer = z.object({ letter: z.string().min(200).max(8000) });

const wordsFor = { short: '230 to 280', standard: '280 to 340', long: '340 to 400' } as const;

const system = [
  'You write cover letters. You receive a structured resume, a job description and the application (company, role, contact).',
  'Write one letter: a greeting (the contact by name when given, else "Dear Hiring Manager,"), an opening naming the role and company,',
  "two paragraphs of evidence taken from the resume achievements that best match the job description, a closing, and the sign-off with the person's name.",
  'Use ONLY facts from the resume: never add a skill, tool, employer, job title, degree, date or number that is not in it.',
  'Numbers may also come from the job description. Separate paragraphs with a blank line.',
  'Answer with JSON: {"letter": "..."}.',
].join(' ');

/** Why the model's answer could not be used (no answer, not JSON, wrong shape). */
export class ModelDraftUnusable extends Error {}

function parseAnswer(content: string | null | undefined, plainTextAllowed: boolean): string {
  if (!content?.trim()) throw new ModelDraftUnusable('empty answer');
  const start = content.indexOf('{');
  const end = content.lastIndexOf('}');
  if (start >= 0 && end > start) {
    try {
      const parsed = modelAnswer.safeParse(JSON.parse(content.slice(start, end + 1)));
      if (parsed.success) return parsed.data.letter;
    } catch {
      // not JSON: a plain-text letter may still be usable below
    }
  }
  if (plainTextAllowed && content.trim().length >= 200 && !content.includes('{'))
    return content.trim();
  throw new ModelDraftUnusable('the answer is not a letter');
}

const refusedShape = (error: unknown) =>
  error instanceof APIError &&
  !(error instanceof APIConnectionError) &&
  [400, 404, 415, 422, 501].includes(error.status ?? 0);

/**
 * Asks the configured OpenAI-compatible model for a letter: structured output, else JSON mode,
 * else plain text (ADR 098's fallback). Throws ModelDraftUnusable when no mode gives a letter;
 * the caller then writes the offline draft. The letter is NOT trusted: the caller grounds it.
 */
export async function draftCoverLetterWithModel(options: DraftCoverLetterOptions): Promise<string> {
  const e = env();
  const client = new OpenAI({
    apiKey: e.OPENAI_API_KEY ?? 'not-needed',
    baseURL: e.OPENAI_BASE_URL,
    timeout: e.OPENAI_TIMEOUT_MS,
    maxRetries: 0,
  });
  const signal = AbortSignal.timeout(e.OPENAI_TIMEOUT_MS);
  const request = {
    cover_letter_request: {
      company: options.company,
      role: options.role,
      contact_name: options.contactName,
      tone: options.tone,
      words: wordsFor[options.length],
      lead_with: options.emphasis,
    },
    resume: options.resume,
    job_description: options.jobDescription.slice(0, 8000),
  };
  const messages = [
    { role: 'system' as const, content: system },
    { role: 'user' as const, content: JSON.stringify(request) },
  ];
  const modes: (() => Promise<string>)[] = [
    async () => {
      const res = await client.chat.completions.parse(
        {
          model: e.OPENAI_MODEL,
          messages,
          response_format: zodResponseFormat(modelAnswer, 'cover_letter'),
          temperature: 0.3,
        },
        { signal },
      );
      return (
        res.choices[0]?.message.parsed?.letter ??
        parseAnswer(res.choices[0]?.message.content, false)
      );
    },
    async () => {
      const res = await client.chat.completions.create(
        {
          model: e.OPENAI_MODEL,
          messages,
          response_format: { type: 'json_object' },
          temperature: 0.3,
        },
        { signal },
      );
      return parseAnswer(res.choices[0]?.message.content, false);
    },
    async () => {
      const res = await client.chat.completions.create(
        { model: e.OPENAI_MODEL, messages, temperature: 0.3 },
        { signal },
      );
      return parseAnswer(res.choices[0]?.message.content, true);
    },
  ];
  let reason = 'no answer';
  for (const mode of modes) {
    try {
      return await mode();
    } catch (error) {
      if (signal.aborted || (error instanceof APIError && !refusedShape(error))) {
        reason =
          signal.aborted || error instanceof APIConnectionError
            ? 'it did not answer in time or could not be reached'
            : 'it returned an error';
        break;
      }
      reason =
        error instanceof ModelDraftUnusable
          ? error.message
          : refusedShape(error)
            ? 'it rejected the request format'
            : 'its answer could not be used';
    }
  }
  throw new ModelDraftUnusable(reason);
}
