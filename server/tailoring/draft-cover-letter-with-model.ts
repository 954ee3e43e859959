import 'server-only';
import { z } from 'zod';
import { callModel, ModelAnswerUnusable } from '@/server/model/call-model';
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

/** A plain-text answer with no JSON: the letter itself, when it reads as one. */
function letterFromText(content: string): z.infer<typeof modelAnswer> {
  const letter = content.trim();
  if (letter.length >= 200 && !letter.includes('{')) return { letter };
  throw new ModelAnswerUnusable('the answer is not a letter');
}

/**
 * Asks the configured OpenAI-compatible model for a letter (the model client's structured →
 * JSON-mode → plain-text fallback, ADR 205). Throws ModelDraftUnusable when no mode gives a
 * letter; the caller then writes the offline draft. The letter is NOT trusted: the caller grounds it.
 */
export async function draftCoverLetterWithModel(options: DraftCoverLetterOptions): Promise<string> {
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
  const answer = await callModel(
    modelAnswer,
    { system, user: JSON.stringify(request) },
    { name: 'cover_letter', temperature: 0.3, fromText: letterFromText },
  );
  if (!answer.ok) throw new ModelDraftUnusable(answer.reason);
  return answer.value.letter;
}
