import 'server-only';
import type { TailoringChange } from '@/lib/tailoring/tailored-resume-schemas';

/**
 * What applying a change does, in terms of the master resume's own content: indices into its lists
 * and section keys, never new text — except a skill's name and the summary's evidence sentence
 * (built from the resume's own bullets and employers), which the guard checks.
 */
export type TailoringOp =
  | { type: 'bullets'; section: string; entry: number; order: number[] }
  | { type: 'sections'; order: string[] }
  | { type: 'skill-order'; category: string; front: number[] }
  | { type: 'skill-add'; category: string; skill: string }
  | { type: 'skill-rename'; category: string; index: number; to: string }
  | { type: 'summary-sentences'; order: number[] }
  | { type: 'summary-evidence'; sentence: string };

/** A proposed change as the API shows it, plus how to apply it. */
export type ProposedChange = TailoringChange & { op: TailoringOp };
