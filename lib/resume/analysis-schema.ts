// The resume analysis answer, shared by the
// analysis engine (server), the Resume AI screen and the editor's AI column.
import { z } from 'zod';

const score = z.number().int().min(0).max(100);

/** One line of a score breakdown: `points` of `max` earned, with a human reason. */
export const scoreComponentSchema = z.object({
  key: z.string(),
  label: z.string(),
  points: z.number().min(0),
  max: z.number().min(0),
  detail: z.string(),
});

export const keywordCategorySchema = z.enum([
  'hard_skill',
  'tool',
  'certification',
  'degree',
  'job_title',
  'soft_skill',
  'phrase',
]);

export const keywordImportanceSchema = z.enum(['required', 'preferred']);

/** A term from the job description found in the resume, and where. */
export const matchedKeywordSchema = z.object({
  keyword: z.string(),
  category: keywordCategorySchema,
  importance: keywordImportanceSchema,
  /** Resume sections it appears in ('summary', 'experience', 'skills', 'header', 'other', ...). */
  found_in: z.array(z.string()),
  /** The resume's own words for it (an alias, a plural...) and a short excerpt around the first hit. */
  matched_as: z.string(),
  evidence: z.string(),
  /** The whole resume line that matched, so the person can check it (optional for older caches). */
  line: z.string().optional(),
});

/** Where the posting asks for a term: the heading it sat under (null before any heading) and the sentence. */
export const postingSourceSchema = z.object({
  section: z.string().nullable(),
  sentence: z.string(),
});

/** A missing term the resume shows in other words: the line, its section, and how it shows it. */
export const resumeEvidenceSchema = z.object({
  line: z.string(),
  section: z.string(),
  how: z.string(),
});

/** A term from the job description the resume lacks, most important first. */
export const missingKeywordSchema = z.object({
  keyword: z.string(),
  category: keywordCategorySchema,
  importance: keywordImportanceSchema,
  /** Where in the posting it came from. */
  source: postingSourceSchema.optional(),
  /** Set when the resume already shows the skill in other words ("Automated the test suite" for "test automation"):
   * writing the keyword out is safe, and counts in the potential score. */
  in_resume: resumeEvidenceSchema.optional(),
});

/** The keyword score now, and what it would be with the keywords the resume already shows in other words written out. */
export const keywordScoreSchema = z.object({
  current: score,
  potential: score,
  detail: z.string(),
});

export const analysisSchema = z.object({
  ats_score: score,
  keyword_match_score: score,
  /** Keywords only, most important first (the spec's list of strings). */
  missing_keywords: z.array(z.string()),
  suggestions: z.array(z.string()),
  matched_keywords: z.array(matchedKeywordSchema),
  missing_keyword_details: z.array(missingKeywordSchema),
  /** Why the ATS score is what it is; the points add up to ats_score. */
  ats_breakdown: z.array(scoreComponentSchema),
  /** Why the keyword score is what it is; the points add up to keyword_match_score. */
  keyword_breakdown: z.array(scoreComponentSchema),
  /** keyword_match_score as "current", and the "potential" one (optional for older caches). */
  keyword_score: keywordScoreSchema.optional(),
  /** The job title the engine read from the posting, if any. */
  job_title: z.string().nullable(),
  /** Things the person should know (e.g. "read with OCR", "the model was unavailable…"). */
  notices: z.array(z.string()),
  /** Who wrote the suggestions: the local engine, or a model on top of it. */
  provider: z.enum(['local', 'openai']),
});

export type ScoreComponent = z.infer<typeof scoreComponentSchema>;
export type KeywordCategory = z.infer<typeof keywordCategorySchema>;
export type KeywordImportance = z.infer<typeof keywordImportanceSchema>;
export type MatchedKeyword = z.infer<typeof matchedKeywordSchema>;
export type MissingKeyword = z.infer<typeof missingKeywordSchema>;
export type PostingSource = z.infer<typeof postingSourceSchema>;
export type ResumeEvidence = z.infer<typeof resumeEvidenceSchema>;
export type KeywordScore = z.infer<typeof keywordScoreSchema>;
export type Analysis = z.infer<typeof analysisSchema>;

/** POST /api/ai/resume/analyze answer. */
export const analyzeResponseSchema = z.object({
  analysis: analysisSchema,
  extracted_text_preview: z.string(),
  filename: z.string(),
});
export type AnalyzeResponse = z.infer<typeof analyzeResponseSchema>;

/** POST /api/ai/resume/reanalyze answer. */
export const reanalyzeResponseSchema = z.object({ analysis: analysisSchema });
export type ReanalyzeResponse = z.infer<typeof reanalyzeResponseSchema>;

/** Upload rules shared by the file chooser and the server. */
export const RESUME_MAX_BYTES = 10 * 1024 * 1024;
export const RESUME_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const UNSUPPORTED_RESUME_MESSAGE =
  'Unsupported file type. Please upload a PDF or DOC/DOCX file.';
export const JOB_DESCRIPTION_MAX_CHARS = 50_000;
