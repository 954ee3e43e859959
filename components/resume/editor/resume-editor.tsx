'use client';

import { ArrowDown, ArrowUp, Download, FileText, Save, Trash2 } from 'lucide-react';
import { IntentLink } from '@/components/ui/intent-link';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ResumePreview, PrintPreview } from './resume-preview';
import { ReviewImportBanner } from './review-import';
import { ResumeSwitcher } from '@/components/resume/versions/resume-switcher';
import { TemplatePicker } from '@/components/resume/versions/template-picker';
import { resumeStyles } from '@/components/resume/template/resume-styles';
import { allSectionKeys } from '@/components/resume/template/section-order';
import { sectionTitle } from '@/components/resume/template/section-title';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api/client';
import type { Analysis } from '@/lib/resume/analysis-schema';
import type { SavedResumeDto } from '@/lib/contracts/resume-answers';
import { defaultTemplateId, knownTemplate, type ResumeTemplateId } from '@/lib/resume/templates';
import {
  defaultSectionOrder,
  listSections,
  resumeSchema,
  type Resume,
  type ResumeEntry,
  type ResumeSkills,
} from '@/lib/resume/resume-schema';
import { AnalysisPanel } from './analysis-panel';
import { downloadResumePdf } from './download-pdf';
import { clearEditorCache, editorSnapshot, writeEditorCache } from './editor-cache';
import { HeaderEditor } from './header-editor';
import { IconButton } from './icon-button';
import { ListSectionEditor } from './list-section-editor';
import type { EditorData, UploadHandOff } from './load-editor-data';
import { moveSection, removeSection, setSection } from './resume-edits';
import { SectionOrderEditor } from './section-order-editor';
import { SkillsEditor } from './skills-editor';
import { TextSectionEditor } from './text-section-editor';
import { useEditorLoad } from './use-editor-load';
import { useUnsavedChangesWarning } from './use-unsaved-changes-warning';
import { callOperation } from '@/lib/api/call-operation';
import * as aiApi from '@/lib/contracts/ai';
import * as resumesApi from '@/lib/contracts/resumes';

type Notice = { kind: 'error' | 'success'; text: string };

const snapshot = editorSnapshot;

const message = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

function blankResume(): Resume {
  return resumeSchema.parse({
    summary: '',
    experience: [],
    projects: [],
    education: [],
    skills: {},
    order: defaultSectionOrder,
  });
}

export type ResumeEditorProps = {
  /** `?token=` and `?source=` from the URL (the browser extension hand-off). */
  token: string | null;
  source: string | null;
  /** The file the Resume AI screen handed over, if one is waiting (see use-editor-load.ts). */
  readUpload: () => Promise<UploadHandOff | null>;
  settleUpload: (upload: UploadHandOff) => Promise<void>;
};

/** The resume editor: AI analysis, section editor and live preview, with save, export and re-analysis. */
export function ResumeEditor({ token, source, readUpload, settleUpload }: ResumeEditorProps) {
  const [resume, setResume] = useState<Resume>(blankResume);
  const [savedJson, setSavedJson] = useState<string | null>(null);
  const [analysis, setAnalysis] = useState<Analysis | null>(null);
  const [jobDescription, setJobDescription] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [saving, setSaving] = useState(false);
  const [exporting, setExporting] = useState<'pdf' | 'docx' | null>(null);
  const [template, setTemplate] = useState<ResumeTemplateId>(defaultTemplateId);
  const [savedId, setSavedId] = useState<string | null>(null);
  const [savedVersion, setSavedVersion] = useState(0);
  const [reanalyzing, setReanalyzing] = useState(false);
  const [analysisError, setAnalysisError] = useState<string | null>(null);
  const [removingSection, setRemovingSection] = useState<string | null>(null);
  const [uncertain, setUncertain] = useState<string[]>([]);
  const [view, setView] = useState<'edit' | 'preview'>('edit');

  const apply = useCallback((data: EditorData) => {
    setResume(data.resume);
    setTemplate(data.template);
    setSavedId(data.savedId);
    setSavedJson(data.savedSnapshot ?? snapshot(data.resume, data.template));
    setAnalysis(data.analysis);
    setJobDescription(data.jobDescription);
    setUncertain(data.uncertain);
  }, []);
  const { load, show, retry, filename } = useEditorLoad({
    token,
    source,
    readUpload,
    settleUpload,
    apply,
  });

  const dirty = load.status === 'ready' && savedJson !== snapshot(resume, template);
  // The cached copy follows every change, so a reload or a remount keeps unsaved edits (as unsaved).
  useEffect(() => {
    if (load.status === 'ready' && filename.current)
      writeEditorCache(filename.current, {
        resume,
        analysis,
        jobDescription,
        template,
        savedId,
        uncertain,
        savedSnapshot: savedJson,
      });
  }, [
    load.status,
    filename,
    resume,
    analysis,
    jobDescription,
    template,
    savedId,
    uncertain,
    savedJson,
  ]);
  useUnsavedChangesWarning(dirty);

  // Starts the PDF renderer while the person edits, so Download PDF does not pay Chromium's start.
  const ready = load.status === 'ready';
  useEffect(() => {
    if (ready) callOperation(resumesApi.warmResumeExport).catch(() => {});
  }, [ready]);

  const update = (next: Resume) => {
    setResume(next);
    setNotice(null);
  };

  const save = async () => {
    setSaving(true);
    setNotice(null);
    try {
      const id = savedId
        ? (
            await callOperation(resumesApi.updateResume, {
              params: { id: savedId },
              body: { resume_json: resume, template },
            })
          ).data.id
        : (
            await callOperation(resumesApi.saveCurrentResume, {
              body: { resume_json: resume, template },
            })
          ).id;
      setSavedId(id);
      setSavedVersion((v) => v + 1);
      setSavedJson(snapshot(resume, template));
      setNotice({ kind: 'success', text: 'Changes saved.' });
    } catch (error) {
      setNotice({
        kind: 'error',
        text: message(error, 'Could not save your changes. Please try again.'),
      });
    } finally {
      setSaving(false);
    }
  };

  const exportFile = async (format: 'pdf' | 'docx') => {
    setExporting(format);
    setNotice(null);
    try {
      await downloadResumePdf(resume, { template, format });
    } catch (error) {
      setNotice({
        kind: 'error',
        text: message(error, 'Export failed — check console for details.'),
      });
    } finally {
      setExporting(null);
    }
  };

  /** Opens a saved resume from the switcher (the job description pasted for analysis stays). */
  const openSaved = (saved: SavedResumeDto) => {
    clearEditorCache(filename.current);
    show({
      resume: saved.resume_json,
      analysis: null,
      jobDescription,
      filename: `saved:${saved.id}`,
      source: 'saved',
      template: knownTemplate(saved.template),
      savedId: saved.id,
      uncertain: [],
    });
    setNotice(null);
  };

  const reanalyze = async () => {
    setReanalyzing(true);
    setAnalysisError(null);
    try {
      const form = new FormData();
      form.append('resume', JSON.stringify(resume));
      form.append('job_description', jobDescription);
      const answer = await callOperation(aiApi.reanalyzeResume, { form });
      setAnalysis(answer.analysis);
    } catch (error) {
      setAnalysisError(
        error instanceof ApiError ? error.message : 'Re-analysis failed. Please try again.',
      );
    } finally {
      setReanalyzing(false);
    }
  };

  const sections = useMemo(() => allSectionKeys(resume), [resume]);

  if (load.status === 'loading') {
    return (
      <div
        className="grid gap-6 lg:grid-cols-2 xl:grid-cols-[minmax(0,5fr)_minmax(0,8fr)]"
        aria-busy="true"
        aria-label="Loading your resume"
      >
        <Skeleton className="h-[32rem]" />
        <Skeleton className="hidden h-[32rem] lg:block" />
      </div>
    );
  }
  if (load.status === 'failed' || load.status === 'empty') {
    return (
      <div className="mx-auto flex max-w-lg flex-col items-start gap-4 rounded-card border bg-surface p-6">
        <h2 className="text-lg font-semibold">
          {load.status === 'failed' ? 'Could not load your resume' : 'Nothing to edit yet'}
        </h2>
        <p
          role={load.status === 'failed' ? 'alert' : undefined}
          className="text-sm text-muted-foreground"
        >
          {load.status === 'failed'
            ? load.message
            : 'Upload your resume on AI Resume Feedback and choose Edit Resume, or start from a blank resume.'}
        </p>
        <div className="flex gap-2">
          {load.status === 'failed' ? (
            <Button onClick={retry}>Try again</Button>
          ) : (
            <Button
              onClick={() =>
                show({
                  resume: blankResume(),
                  analysis: null,
                  jobDescription: '',
                  filename: 'saved',
                  source: 'saved',
                  template: defaultTemplateId,
                  savedId: null,
                  uncertain: [],
                })
              }
            >
              Start from scratch
            </Button>
          )}
          <Button variant="outline" asChild>
            <IntentLink href="/ai/resume/feedback">Go to AI Resume Feedback</IntentLink>
          </Button>
        </div>
      </div>
    );
  }

  const sectionActions = (key: string, i: number) => (
    <>
      <IconButton
        label={`Move ${sectionTitle(key)} section up`}
        disabled={i === 0}
        onClick={() => update(moveSection(resume, key, -1))}
      >
        <ArrowUp />
      </IconButton>
      <IconButton
        label={`Move ${sectionTitle(key)} section down`}
        disabled={i === sections.length - 1}
        onClick={() => update(moveSection(resume, key, 1))}
      >
        <ArrowDown />
      </IconButton>
      <IconButton
        label={`Remove ${sectionTitle(key)} section`}
        onClick={() => setRemovingSection(key)}
        className="hover:text-danger"
      >
        <Trash2 />
      </IconButton>
    </>
  );

  const sectionValues = resume as Record<string, unknown>;
  /** The marks under one prefix ("header", "experience"), without it. */
  const reviewOf = (prefix: string) =>
    uncertain.filter((p) => p.startsWith(`${prefix}.`)).map((p) => p.slice(prefix.length + 1));
  /** A marked field was edited (its mark goes), or a section's entries moved (its marks go). */
  const reviewed = (prefix: string) => (path: string | null) =>
    setUncertain((marks) =>
      marks.filter((p) =>
        path === null ? !p.startsWith(`${prefix}.`) : p !== `${prefix}.${path}`,
      ),
    );

  return (
    <div className="flex flex-col gap-4">
      <style>{resumeStyles}</style>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <h1 className="text-2xl font-semibold tracking-tight">Resume editor</h1>
          <span
            className={dirty ? 'text-sm text-warning' : 'text-sm text-muted-foreground'}
            aria-live="polite"
            data-testid="save-status"
          >
            {dirty ? 'Unsaved changes' : savedId ? 'All changes saved' : 'Not saved yet'}
          </span>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="outline" onClick={save} loading={saving}>
            {!saving && <Save aria-hidden />}
            Save Changes
          </Button>
          <Button
            variant="outline"
            onClick={() => exportFile('docx')}
            loading={exporting === 'docx'}
            disabled={exporting !== null}
          >
            {exporting !== 'docx' && <FileText aria-hidden />}
            Download DOCX
          </Button>
          <Button
            onClick={() => exportFile('pdf')}
            loading={exporting === 'pdf'}
            disabled={exporting !== null}
          >
            {exporting !== 'pdf' && <Download aria-hidden />}
            Download PDF
          </Button>
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ResumeSwitcher
          activeId={savedId}
          version={savedVersion}
          dirty={dirty}
          onOpen={openSaved}
          onChanged={() => setSavedVersion((v) => v + 1)}
        />
        <TemplatePicker value={template} onChange={setTemplate} />
      </div>
      {notice && (
        <p
          role={notice.kind === 'error' ? 'alert' : 'status'}
          className={
            notice.kind === 'error'
              ? 'rounded-lg border border-danger/30 bg-danger/10 px-3 py-2 text-sm text-danger'
              : 'rounded-lg border border-success/30 bg-success/10 px-3 py-2 text-sm text-success'
          }
        >
          {notice.text}
        </p>
      )}
      <ReviewImportBanner count={uncertain.length} onDone={() => setUncertain([])} />
      {/* Below 1024 px the editor and the preview take turns; from 1280 px the preview is 8/13 wide. */}
      <div className="flex gap-1 self-start rounded-lg border bg-surface-muted p-1 lg:hidden">
        {(['edit', 'preview'] as const).map((v) => (
          <Button
            key={v}
            size="sm"
            variant={view === v ? 'outline' : 'ghost'}
            aria-pressed={view === v}
            onClick={() => setView(v)}
          >
            {v === 'edit' ? 'Edit' : 'Preview'}
          </Button>
        ))}
      </div>
      <div className="grid items-start gap-5 lg:grid-cols-2 xl:grid-cols-[minmax(0,5fr)_minmax(0,8fr)]">
        <div className={`min-w-0 flex-col gap-4 lg:flex ${view === 'edit' ? 'flex' : 'hidden'}`}>
          <aside className="rounded-card border bg-surface p-4 shadow-xs">
            <AnalysisPanel
              analysis={analysis}
              jobDescription={jobDescription}
              onJobDescription={setJobDescription}
              onReanalyze={reanalyze}
              busy={reanalyzing}
              error={analysisError}
            />
          </aside>
          <div className="flex min-w-0 flex-col gap-4" aria-label="Section editor" role="region">
            <HeaderEditor
              header={resume.header}
              onChange={(header) => update({ ...resume, header } as Resume)}
              review={reviewOf('header')}
              onReviewed={reviewed('header')}
            />
            {sections.map((key, i) => {
              const value = sectionValues[key];
              const title = sectionTitle(key);
              if (key === 'skills') {
                return (
                  <SkillsEditor
                    key={key}
                    skills={(value as ResumeSkills | undefined) ?? {}}
                    onChange={(skills) => update(setSection(resume, 'skills', skills))}
                    actions={sectionActions(key, i)}
                  />
                );
              }
              if (Array.isArray(value) || (listSections as readonly string[]).includes(key)) {
                return (
                  <ListSectionEditor
                    key={key}
                    section={key}
                    title={title}
                    entries={(value as ResumeEntry[] | undefined) ?? []}
                    onChange={(entries) => update(setSection(resume, key, entries))}
                    actions={sectionActions(key, i)}
                    review={reviewOf(key)}
                    onReviewed={reviewed(key)}
                  />
                );
              }
              return (
                <TextSectionEditor
                  key={key}
                  title={title}
                  value={typeof value === 'string' ? value : ''}
                  onChange={(text) => update(setSection(resume, key, text))}
                  actions={sectionActions(key, i)}
                />
              );
            })}
            <SectionOrderEditor resume={resume} onChange={update} />
          </div>
        </div>
        <div
          className={`sticky top-4 max-h-[calc(100dvh-2rem)] min-w-0 flex-col gap-2 overflow-y-auto focus-visible:outline-2 focus-visible:outline-ring lg:flex ${view === 'preview' ? 'flex' : 'hidden'}`}
          role="region"
          aria-label="Live preview"
          tabIndex={0}
        >
          <h2 className="text-base font-semibold">Live preview</h2>
          <ResumePreview resume={resume} template={template} />
        </div>
      </div>
      <PrintPreview resume={resume} template={template} />
      <ConfirmDialog
        open={removingSection !== null}
        onOpenChange={(open) => !open && setRemovingSection(null)}
        title="Remove this section?"
        message={`The ${sectionTitle(removingSection ?? '')} section and everything in it will be removed from your resume.`}
        confirmLabel="Remove"
        destructive
        onConfirm={() => {
          if (removingSection) update(removeSection(resume, removingSection));
          setRemovingSection(null);
        }}
      />
    </div>
  );
}
