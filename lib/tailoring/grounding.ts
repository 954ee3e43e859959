// What the cover-letter grounding says about a letter (server/tailoring/ground-letter.ts), shared
// by the API answer and the editor that highlights the claims.

/** One line of the structured resume a claim can come from: section, entry index, bullet index and its text. */
export type ResumeLine = {
  section: string;
  /** Index in a list section (experience, projects, education…); null for the header, summary, skills, text sections. */
  entry: number | null;
  /** Index of the achievement (or of the summary sentence); null for the entry's head line and other fields. */
  bullet: number | null;
  /** Which field of the entry: head, achievement, degree, techStack, description, summary, title, a skills category… */
  field: string;
  text: string;
};

export type ClaimKind = 'skill' | 'number' | 'date' | 'employer' | 'title' | 'degree';

/** A checkable statement of fact inside the letter, with where it is supported (or why not). */
export type Claim = {
  kind: ClaimKind;
  text: string;
  /** Offsets in the whole letter. */
  start: number;
  end: number;
  supported: boolean;
  /** Where it comes from: a resume line, the job description, or the application itself (company, role). */
  via: 'resume' | 'job_description' | 'application' | null;
  source: ResumeLine | null;
  note: string;
};

export type GroundedSentence = {
  text: string;
  start: number;
  end: number;
  source: ResumeLine | null;
  claims: Claim[];
};

export type LetterGrounding = {
  sentences: GroundedSentence[];
  claimCount: number;
  unsupportedCount: number;
  /** Sentences with a supporting resume line / all sentences with words (0..1). */
  supportedShare: number;
};

export const letterTones = ['formal', 'warm', 'concise'] as const;
export const letterLengths = ['short', 'standard', 'long'] as const;
export type LetterTone = (typeof letterTones)[number];
export type LetterLength = (typeof letterLengths)[number];
/** Which resume entry the letter leads with ("experience:0"); null = the one that best matches the description. */
export type LetterEmphasis = { section: string; entry: number } | null;
