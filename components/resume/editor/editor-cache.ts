// The editor's browser cache: the copy
// the editor loads first, written on load and on every change (with what was last saved), and cleared when the editor closes — that
// is, when the person leaves /resume/edit, not when React remounts the editor on the same page
// (then the remounted editor opens the same copy).
import type { Analysis } from '@/lib/resume/analysis-schema';
import { resumeSchema, type Resume } from '@/lib/resume/resume-schema';
import { knownTemplate, type ResumeTemplateId } from '@/lib/resume/templates';

const currentFileKey = 'resume_editor_file';
const resumeKey = (filename: string) => `resume_json:${filename}`;
const analysisKey = (filename: string) => `resume_analysis:${filename}`;

export type CachedEditorData = {
  resume: Resume;
  analysis: Analysis | null;
  jobDescription: string;
  template: ResumeTemplateId;
  /** The saved resume (GET /api/resumes) this copy belongs to, if any. */
  savedId: string | null;
  /** Imported fields still to review (field paths). */
  uncertain: string[];
  /** What was last loaded or saved (editorSnapshot), so unsaved edits kept here still read as unsaved. */
  savedSnapshot?: string | null;
};

/** What "saved" compares against: the content and the template. */
export const editorSnapshot = (resume: Resume, template: ResumeTemplateId) =>
  JSON.stringify([resume, template]);

function storage(): Storage | null {
  return typeof window === 'undefined' ? null : window.localStorage;
}

/** The filename the editor last worked on in this browser. */
export function cachedFilename(): string | null {
  return storage()?.getItem(currentFileKey) ?? null;
}

/** The cached copy for `filename`, if there is a valid one. */
export function readEditorCache(filename: string): CachedEditorData | null {
  const s = storage();
  if (!s) return null;
  try {
    const resume = resumeSchema.safeParse(JSON.parse(s.getItem(resumeKey(filename)) ?? 'null'));
    if (!resume.success) return null;
    const extra = JSON.parse(
      s.getItem(analysisKey(filename)) ?? 'null',
    ) as Partial<CachedEditorData> | null;
    return {
      resume: resume.data,
      analysis: extra?.analysis ?? null,
      jobDescription: extra?.jobDescription ?? '',
      template: knownTemplate(extra?.template),
      savedId: typeof extra?.savedId === 'string' ? extra.savedId : null,
      uncertain: Array.isArray(extra?.uncertain)
        ? extra.uncertain.filter((v): v is string => typeof v === 'string')
        : [],
      savedSnapshot: typeof extra?.savedSnapshot === 'string' ? extra.savedSnapshot : null,
    };
  } catch {
    return null;
  }
}

/** Stores the copy for `filename` and marks it as the one being edited. */
export function writeEditorCache(filename: string, data: CachedEditorData): void {
  const s = storage();
  if (!s) return;
  try {
    s.setItem(currentFileKey, filename);
    s.setItem(resumeKey(filename), JSON.stringify(data.resume));
    s.setItem(
      analysisKey(filename),
      JSON.stringify({
        analysis: data.analysis,
        jobDescription: data.jobDescription,
        template: data.template,
        savedId: data.savedId,
        uncertain: data.uncertain,
        savedSnapshot: data.savedSnapshot ?? null,
      }),
    );
  } catch {
    // Storage full or blocked: the server copy (Save Changes) still works.
  }
}

export const EDITOR_PATH = '/resume/edit';

/**
 * The editor unmounted: once this turn of the event loop is over (a navigation has changed the
 * address by then), forget the copy if the page is no longer the editor.
 */
export function editorClosed(filename: string | null): void {
  setTimeout(() => {
    if (window.location.pathname !== EDITOR_PATH) clearEditorCache(filename);
  }, 0);
}

/** Forgets the cached copy (the editor closed, or another resume opened in it). */
export function clearEditorCache(filename: string | null): void {
  const s = storage();
  if (!s) return;
  if (filename) {
    s.removeItem(resumeKey(filename));
    s.removeItem(analysisKey(filename));
  }
  s.removeItem(currentFileKey);
}
