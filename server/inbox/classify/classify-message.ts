import { detectLanguage } from './detect-language';
import { extractCompany } from './extract-company';
import { extractInterviewTime } from './extract-interview-time';
import { extractJobTitle } from './extract-job-title';
import { messageFeatures } from './message-features';
import model from './model.json';
import { classLean, classScores, softmax, type SoftmaxModel } from './softmax-model';

// The inbox's offline classifier (ADR 260): a trained softmax model over the message's words says
// what kind of recruiting message it is; readers take the company, the job and, for interviews,
// the proposed time; the evidence is the sentence that leans most towards the chosen kind.

export const MESSAGE_KINDS = [
  'confirmation',
  'rejection',
  'interview',
  'assessment',
  'offer',
  'outreach',
  'not_job',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export interface MessageToClassify {
  subject: string;
  /** "Name <addr@x>" */
  from: string;
  text: string;
  date: Date;
  /** The user's own zone, for an interview time that names none. */
  timezone?: string | null;
}

export interface Classification {
  kind: MessageKind;
  confidence: number;
  company: string | null;
  job_title: string | null;
  /** ISO 8601 with offset */
  interview_at: string | null;
  /** IANA */
  interview_timezone: string | null;
  /** The triggering sentence */
  evidence: string;
}

const shipped = model as SoftmaxModel;
/** Below this probability a job-related kind is not trusted: the message counts as not job-related. */
export const MIN_CONFIDENCE = 0.5;

function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s.length > 3);
}

function evidenceFor(
  classifier: SoftmaxModel,
  message: MessageToClassify,
  kindIndex: number,
): string {
  let best = '';
  let bestLean = -Infinity;
  for (const sentence of [message.subject, ...sentences(message.text)]) {
    const lean = classLean(
      classifier,
      messageFeatures({ subject: '', from: '', text: sentence }),
      kindIndex,
    );
    if (lean > bestLean) [best, bestLean] = [sentence, lean];
  }
  return best.slice(0, 300);
}

/** The kind alone, with the probability of each kind (for the bench and training). */
export function scoreMessage(
  message: Pick<MessageToClassify, 'subject' | 'from' | 'text'>,
  classifier: SoftmaxModel = shipped,
): Record<MessageKind, number> {
  const probs = softmax(classScores(classifier, messageFeatures(message)));
  return Object.fromEntries(classifier.classes.map((c, i) => [c, probs[i]!])) as Record<
    MessageKind,
    number
  >;
}

export function classifyMessage(message: MessageToClassify): Classification {
  return classifyWith(shipped, message);
}

/** classifyMessage with another model (training and the bench's held-out runs). */
export function classifyWith(classifier: SoftmaxModel, message: MessageToClassify): Classification {
  const probs = scoreMessage(message, classifier);
  let [kind, confidence] = Object.entries(probs).sort((a, b) => b[1] - a[1])[0]! as [
    MessageKind,
    number,
  ];
  if (kind !== 'not_job' && confidence < MIN_CONFIDENCE)
    [kind, confidence] = ['not_job', 1 - confidence];
  if (kind === 'not_job') {
    return {
      kind,
      confidence,
      company: null,
      job_title: null,
      interview_at: null,
      interview_timezone: null,
      evidence: '',
    };
  }
  const interview =
    kind === 'interview'
      ? extractInterviewTime(
          `${message.subject}\n${message.text}`,
          message.date,
          detectLanguage(message.text),
          message.timezone ?? null,
        )
      : null;
  const company = extractCompany(message);
  return {
    kind,
    confidence,
    company,
    job_title: extractJobTitle(message, company),
    interview_at: interview?.at ?? null,
    interview_timezone: interview?.timezone ?? null,
    evidence: evidenceFor(classifier, message, classifier.classes.indexOf(kind)),
  };
}
