// The last analysis of each resume file, kept in localStorage under the filename ("cached
// resume JSON and analysis per filename"). Same key and shape the editor reads for its AI column.
import { analysisSchema, type Analysis } from '@/lib/resume/analysis-schema';

const key = (filename: string) => `resume_analysis:${filename}`;

export type CachedAnalysis = {
  analysis: Analysis;
  jobDescription: string;
  preview: string;
  savedAt: string;
};

/** The cached analysis of `filename`, or null when there is none (or it no longer parses). */
export function readCachedAnalysis(filename: string): CachedAnalysis | null {
  try {
    const raw = JSON.parse(
      window.localStorage.getItem(key(filename)) ?? 'null',
    ) as Partial<CachedAnalysis> | null;
    const analysis = analysisSchema.safeParse(raw?.analysis);
    if (!analysis.success) return null;
    return {
      analysis: analysis.data,
      jobDescription: typeof raw?.jobDescription === 'string' ? raw.jobDescription : '',
      preview: typeof raw?.preview === 'string' ? raw.preview : '',
      savedAt: typeof raw?.savedAt === 'string' ? raw.savedAt : '',
    };
  } catch {
    return null;
  }
}

/** Remembers the analysis of `filename` (quietly does nothing when storage is full or blocked). */
export function writeCachedAnalysis(
  filename: string,
  entry: Omit<CachedAnalysis, 'savedAt'>,
): void {
  try {
    window.localStorage.setItem(
      key(filename),
      JSON.stringify({ ...entry, savedAt: new Date().toISOString() }),
    );
  } catch {
    /* storage unavailable: the analysis still shows */
  }
}
