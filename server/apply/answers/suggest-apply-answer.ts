import 'server-only';
import { z } from 'zod';
import type { SuggestAnswerInput } from '@/lib/apply/answer-schemas';
import { resumeSchema, type Resume } from '@/lib/resume/resume-schema';
import type { Claim } from '@/lib/tailoring/grounding';
import { prisma } from '@/server/db/client';
import { env } from '@/server/env';
import { AppError } from '@/server/http/app-error';
import { log } from '@/server/log';
import { callModel } from '@/server/model/call-model';
import { groundLetter } from '@/server/tailoring/ground-letter';
import { draftAnswer, type DraftAnswerOptions } from './draft-answer';

export type SuggestedAnswer = {
  answer: string;
  provider: 'local' | 'openai';
  claims: Omit<Claim, 'start' | 'end'>[];
};

const modelAnswer = z.object({ answer: z.string().min(1).max(4000) });

const system = [
  'You answer one question of a job application form for the applicant, in the first person, in 40 to 150 words.',
  'You receive the question, a structured resume and, when known, the job description with the company and role.',
  'Use ONLY facts from the resume: never add a skill, tool, employer, job title, degree, date or number that is not in it.',
  'Numbers may also come from the job description. Answer with JSON: {"answer": "..."}.',
].join(' ');

async function modelDraft(options: DraftAnswerOptions): Promise<string | null> {
  const answer = await callModel(
    modelAnswer,
    {
      system,
      user: JSON.stringify({
        application_answer_request: {
          question: options.question,
          company: options.company,
          role: options.role,
        },
        resume: options.resume,
        job_description: options.jobDescription.slice(0, 8000),
      }),
    },
    {
      name: 'application_answer',
      temperature: 0.3,
      fromText: (content) => ({ answer: content.trim() }),
    },
  );
  if (answer.ok) return answer.value.answer.trim() || null;
  log.warn({ reason: answer.reason }, 'AI model gave no usable answer; using the built-in draft');
  return null;
}

/**
 * A draft answer to a form's question (ADR 240), not saved: from the application's sent resume copy
 * (else the default saved resume) and its posting; model-written when a model is configured, else
 * from resume lines; either way checked claim by claim as cover letters are (server/tailoring/).
 */
export async function suggestApplyAnswer({
  userId,
  input,
}: {
  userId: string;
  input: SuggestAnswerInput;
}): Promise<SuggestedAnswer> {
  const db = await prisma();
  const application = input.application_id
    ? await db.application.findFirst({
        where: { id: input.application_id, userId },
        select: {
          company: true,
          jobTitle: true,
          jobDescription: true,
          sentResume: { select: { data: true } },
        },
      })
    : null;
  if (input.application_id && !application)
    throw new AppError('NOT_FOUND', 'Application not found');
  const source =
    application?.sentResume?.data ??
    (
      await db.resume.findFirst({
        where: { userId, isDefault: true },
        select: { data: true },
      })
    )?.data;
  const parsed = source ? resumeSchema.safeParse(source) : null;
  if (!parsed?.success)
    throw new AppError('NOT_FOUND', 'No saved resume yet: save one to draft answers from it');
  const resume: Resume = parsed.data;
  const options: DraftAnswerOptions = {
    question: input.question,
    resume,
    jobDescription: application?.jobDescription?.trim() ?? '',
    company: application?.company ?? null,
    role: application?.jobTitle ?? null,
  };
  let provider: SuggestedAnswer['provider'] = 'local';
  let answer: string | null = null;
  if (env().AI_PROVIDER === 'openai') {
    answer = await modelDraft(options);
    if (answer) provider = 'openai';
  }
  answer ??= draftAnswer(options);
  if (!answer)
    throw new AppError(
      'VALIDATION_ERROR',
      'Your resume has no achievements or summary to draft an answer from',
    );
  const grounding = groundLetter({
    letter: answer,
    resume,
    jobDescription: options.jobDescription,
    application: { company: options.company, role: options.role },
  });
  return {
    answer,
    provider,
    claims: grounding.sentences.flatMap((s) =>
      s.claims.map(({ start: _start, end: _end, ...claim }) => claim),
    ),
  };
}
