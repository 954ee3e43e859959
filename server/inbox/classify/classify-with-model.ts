import 'server-only';
import { z } from 'zod';
import { env } from '@/server/env';
import { callModel } from '@/server/model/call-model';
import {
  classifyMessage,
  MESSAGE_KINDS,
  type Classification,
  type MessageToClassify,
} from './classify-message';

// The inbox classifier with the configured model (AI_PROVIDER=openai, ADR 260): the local model
// reads every message first; the configured model then reads it too and its answer is taken when it
// holds up — its evidence must be a sentence of the message, its interview time a real ISO date
// with an offset and its zone a real IANA zone; otherwise (no model, no answer, an answer that does
// not hold up) the local reading stands.

const answerSchema = z.object({
  kind: z.enum(MESSAGE_KINDS),
  company: z.string().max(120).nullable(),
  job_title: z.string().max(160).nullable(),
  interview_at: z.string().max(40).nullable(),
  interview_timezone: z.string().max(60).nullable(),
  evidence: z.string().max(400),
});

const SYSTEM =
  'You sort one email a job seeker received. kind: confirmation (application received), rejection, ' +
  'interview (an invitation or a scheduled interview/call), assessment (test, coding challenge, take-home), ' +
  'offer, outreach (a recruiter approaching them), not_job (newsletters, job alerts, anything else). ' +
  'company and job_title: what the email is about, or null. interview_at: the proposed interview time as ' +
  'ISO 8601 with its UTC offset, interview_timezone its IANA zone, or null. evidence: the one sentence ' +
  'of the email, copied exactly, that shows the kind. Never invent a fact the email does not state.';

const squash = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();

function validZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function holdsUp(answer: z.infer<typeof answerSchema>, message: MessageToClassify): boolean {
  const text = squash(`${message.subject} ${message.text}`);
  if (
    answer.kind !== 'not_job' &&
    (!answer.evidence.trim() || !text.includes(squash(answer.evidence)))
  )
    return false;
  if (
    answer.interview_at &&
    (!/[+-]\d{2}:\d{2}$|Z$/.test(answer.interview_at) ||
      Number.isNaN(Date.parse(answer.interview_at)))
  ) {
    return false;
  }
  return !answer.interview_timezone || validZone(answer.interview_timezone);
}

export async function classifyMessageWithModel(
  message: MessageToClassify,
): Promise<Classification> {
  const local = classifyMessage(message);
  if (env().AI_PROVIDER !== 'openai') return local;
  const answer = await callModel(
    answerSchema,
    {
      system: SYSTEM,
      user: `Sent: ${message.date.toISOString()}\nFrom: ${message.from}\nSubject: ${message.subject}\n\n${message.text.slice(0, 6000)}`,
      shapeHint:
        'Answer with JSON only: {"kind","company","job_title","interview_at","interview_timezone","evidence"}.',
    },
    { name: 'inbox_message', temperature: 0 },
  );
  if (!answer.ok || !holdsUp(answer.value, message)) return local;
  const value = answer.value;
  if (value.kind === 'not_job') {
    return {
      ...local,
      kind: 'not_job',
      company: null,
      job_title: null,
      interview_at: null,
      interview_timezone: null,
      evidence: '',
    };
  }
  return {
    kind: value.kind,
    // Both readers agreeing is worth more than either alone.
    confidence: value.kind === local.kind ? Math.max(local.confidence, 0.9) : 0.75,
    company: value.company?.trim() || local.company,
    job_title: value.job_title?.trim() || local.job_title,
    interview_at: value.kind === 'interview' ? (value.interview_at ?? local.interview_at) : null,
    interview_timezone:
      value.kind === 'interview' ? (value.interview_timezone ?? local.interview_timezone) : null,
    evidence: value.evidence.trim(),
  };
}
