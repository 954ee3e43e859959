// Tailored-resume requests and answers, shared by the API routes and the tailoring panel (ADR 180, addendum).
import { z } from 'zod';
import { resumeNameField } from '@/lib/resume/saved-resume-schemas';
import type { ResumeLine } from './grounding';

export const tailoringChangeKinds = [
  'reorder-bullets',
  'reorder-sections',
  'surface-skill',
  'reword-skill',
  'tighten-summary',
  'summary-evidence',
] as const;
export type TailoringChangeKind = (typeof tailoringChangeKinds)[number];

const resumeIdField = z
  .string({ error: 'resume_id must be the id of one of your saved resumes' })
  .min(1, 'resume_id must be the id of one of your saved resumes')
  .max(100);
const jobDescriptionField = z
  .string({ error: 'job_description must be text' })
  .trim()
  .min(1, 'job_description is empty')
  .max(50_000, 'job_description is longer than 50,000 characters')
  .optional();
const acceptedField = z
  .array(z.string().min(1).max(200), { error: 'accepted must be a list of change ids' })
  .max(500, 'accepted lists more than 500 changes');

/** POST /api/applications/{id}/tailored-resume: `accepted` also scores that subset of the changes. */
export const proposeTailoringSchema = z.object({
  resume_id: resumeIdField.optional(),
  job_description: jobDescriptionField,
  accepted: acceptedField.optional(),
});
export type ProposeTailoringInput = z.infer<typeof proposeTailoringSchema>;

/** POST /api/applications/{id}/tailored-resume/apply */
export const applyTailoringSchema = z.object({
  resume_id: resumeIdField,
  job_description: jobDescriptionField,
  accepted: acceptedField,
  name: resumeNameField.optional(),
});
export type ApplyTailoringInput = z.infer<typeof applyTailoringSchema>;

/** One proposed change: what moves or is renamed, where, as it reads before and after, and the resume line it comes from. */
export type TailoringChange = {
  id: string;
  kind: TailoringChangeKind;
  /** Where in the resume: `experience[0].achievements`, `order`, `skills.Languages`… */
  path: string;
  before: string[];
  after: string[];
  source: ResumeLine;
  reason: string;
};

/** A keyword the posting asks for that the resume does not name: listed, never added. */
export type TailoringGap = {
  keyword: string;
  importance: 'required' | 'preferred';
  /** When the resume shows it in other words (PostgreSQL for SQL): the line and how; the person decides. */
  shown_by: string | null;
};

export type TailoringProposal = {
  resume_id: string;
  resume_name: string;
  changes: TailoringChange[];
  gaps: TailoringGap[];
  /** Keyword match score (0–100) of the saved resume, of the resume with every change, and with the `accepted` ones (when sent). */
  score_before: number;
  score_after_all: number;
  score_after_accepted: number | null;
};

export type TailoredResumeResult = {
  resume: { id: string; name: string };
  applied: string[];
  score_before: number;
  score_after: number;
};
