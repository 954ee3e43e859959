// The editor's load order: the cached copy, else `?token=…&source=extension` through
// the temp store, else structuring the uploaded file; then (ours) the resume saved on the server.
import { ApiError } from '@/lib/api/client';
import { analysisSchema, type Analysis } from '@/lib/resume/analysis-schema';
import { resumeSchema, type Resume } from '@/lib/resume/resume-schema';
import { defaultTemplateId, knownTemplate, type ResumeTemplateId } from '@/lib/resume/templates';
import { cachedFilename, readEditorCache } from './editor-cache';
import { callOperation } from '@/lib/api/call-operation';
import * as accountApi from '@/lib/contracts/account';
import * as aiApi from '@/lib/contracts/ai';
import * as resumesApi from '@/lib/contracts/resumes';

export type EditorSource = 'cache' | 'extension' | 'upload' | 'saved';

export type EditorData = {
  resume: Resume;
  analysis: Analysis | null;
  jobDescription: string;
  /** Names the cached copy: the uploaded file's name, or a fixed name for the other sources. */
  filename: string;
  source: EditorSource;
  template: ResumeTemplateId;
  /** The saved resume (GET /api/resumes) being edited; null until the first save. */
  savedId: string | null;
  /** Paths of the fields the import was unsure of ("header.fullName", "experience.0.role"), shown for review. */
  uncertain: string[];
  /** From the cached copy: what was last saved or loaded, when its edits were not saved yet. */
  savedSnapshot?: string | null;
};

/** The file handed over by the Resume AI screen (with its analysis and job description, if any). */
export type UploadHandOff = { file: File; analysis?: unknown; jobDescription?: string | null };

export type LoadInput = {
  token: string | null;
  source: string | null;
  upload: UploadHandOff | null;
};

/** The `uncertain` field paths of a structure answer (anything else is ignored). */
function parseUncertain(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((v): v is string => typeof v === 'string').slice(0, 500)
    : [];
}

function parseAnalysis(value: unknown): Analysis | null {
  const parsed = analysisSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Loads what the editor should show, or null when there is nothing to edit yet. */
export async function loadEditorData({
  token,
  source,
  upload,
}: LoadInput): Promise<EditorData | null> {
  const extension = Boolean(token) && source === 'extension';
  const filename = upload?.file.name ?? (extension ? `extension:${token}` : cachedFilename());

  if (filename) {
    const cached = readEditorCache(filename);
    if (cached) return { ...cached, filename, source: 'cache' };
  }

  if (extension && token) {
    const stored = await callOperation(accountApi.readHandoff, { params: { token } });
    const resume = resumeSchema.safeParse(stored.resumeJson);
    if (!resume.success)
      throw new ApiError(422, 'The extension sent a resume this editor cannot read.');
    return {
      resume: resume.data,
      analysis: parseAnalysis(stored.analysis),
      jobDescription: typeof stored.jobDescription === 'string' ? stored.jobDescription : '',
      filename: `extension:${token}`,
      source: 'extension',
      template: defaultTemplateId,
      savedId: null,
      uncertain: [],
    };
  }

  if (upload) {
    const form = new FormData();
    form.append('resume', upload.file, upload.file.name);
    const answer = await callOperation(aiApi.structureResume, { form });
    // The reader may also answer the paths it is unsure of (`uncertain`), which the contract does not
    // document yet: read it defensively.
    const { resume_json, uncertain } = answer as typeof answer & { uncertain?: unknown };
    return {
      resume: resumeSchema.parse(resume_json),
      analysis: parseAnalysis(upload.analysis),
      jobDescription: upload.jobDescription ?? '',
      filename: upload.file.name,
      source: 'upload',
      template: defaultTemplateId,
      savedId: null,
      uncertain: parseUncertain(uncertain),
    };
  }

  try {
    // Ask for the current resume only when there is one: a first visit makes no failing request.
    const { data: savedList } = await callOperation(resumesApi.listResumes);
    if (!savedList.some((r) => r.is_default)) return null;
    const saved = await callOperation(resumesApi.getCurrentResume);
    return {
      resume: resumeSchema.parse(saved.resume_json),
      analysis: null,
      jobDescription: '',
      filename: 'saved',
      source: 'saved',
      template: knownTemplate(saved.template),
      savedId: saved.id,
      uncertain: [],
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
