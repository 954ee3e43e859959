'use client';

import { FileUp, PencilLine, RotateCcw, Sparkles, X } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { callOperation } from '@/lib/api/call-operation';
import { ApiError } from '@/lib/api/client';
import * as aiApi from '@/lib/contracts/ai';
import { analyzeResponseSchema, RESUME_ACCEPT } from '@/lib/resume/analysis-schema';
import type { FeedbackResult } from '@/lib/resume/feedback-draft';
import { setPendingUpload } from '@/lib/resume/pending-upload';
import { AnalysisSummary } from './analysis-summary';
import { readCachedAnalysis, writeCachedAnalysis } from './analysis-cache';
import {
  DESKTOP_ONLY_MESSAGE,
  EDITOR_MIN_WIDTH,
  NO_RESUME_MESSAGE,
  NO_RESUME_TO_EDIT_MESSAGE,
  resumeFileProblem,
} from './file-rules';
import { InlineAlert } from './inline-alert';
import { JobDescriptionInput } from './job-description-input';
import { SideCards } from './side-cards';
import { useFeedbackDraft } from './use-feedback-draft';

type Result = FeedbackResult;

/**
 * Brings a fresh result into view and moves focus to it, so the person (and a screen reader)
 * lands on what "Analyze Resume" produced; no smooth scrolling when they asked for less motion.
 */
function revealResult(el: HTMLElement) {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  el.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  el.focus({ preventScroll: true });
}

function formatSize(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** /ai/resume/feedback: upload a resume, add the job description, analyze, go on to the editor. */
export function ResumeFeedbackScreen() {
  const router = useRouter();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [jobDescription, setJobDescription] = useState('');
  const [alert, setAlert] = useState<string | null>(null);
  const [analyzing, setAnalyzing] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  // Bumped by Reset so the job-description panel starts over (tabs, URL, messages).
  const [resets, setResets] = useState(0);
  const resultRef = useRef<HTMLElement>(null);
  // Set by a finished analysis (not by a cached one shown on choosing a file): reveal it once rendered.
  const [reveal, setReveal] = useState(0);
  // Coming back (from the editor, another screen or a reload) finds the file, description and analysis.
  useFeedbackDraft({ file, jobDescription, result }, (draft) => {
    setFile((f) => f ?? draft.file);
    setJobDescription((j) => j || draft.jobDescription);
    setResult((r) => r ?? draft.result);
  });

  useEffect(() => {
    if (reveal && resultRef.current) revealResult(resultRef.current);
  }, [reveal]);

  function chooseFile(list: FileList | null) {
    const chosen = list?.[0];
    if (fileInput.current) fileInput.current.value = '';
    if (!chosen) return;
    const problem = resumeFileProblem(chosen);
    if (problem) {
      setAlert(problem);
      return;
    }
    setAlert(null);
    setFile(chosen);
    const cached = readCachedAnalysis(chosen.name);
    if (cached) {
      setResult({
        analysis: cached.analysis,
        filename: chosen.name,
        preview: cached.preview,
        fromCache: true,
      });
      if (!jobDescription.trim() && cached.jobDescription) setJobDescription(cached.jobDescription);
    } else {
      setResult(null);
    }
  }

  async function analyze() {
    if (!file) {
      setAlert(NO_RESUME_MESSAGE);
      return;
    }
    setAlert(null);
    setAnalyzing(true);
    try {
      const form = new FormData();
      form.append('resume', file, file.name);
      form.append('job_description', jobDescription);
      const parsed = analyzeResponseSchema.parse(
        await callOperation(aiApi.analyzeResume, { form }),
      );
      const preview = parsed.extracted_text_preview;
      setResult({ analysis: parsed.analysis, filename: file.name, preview, fromCache: false });
      setReveal((n) => n + 1);
      writeCachedAnalysis(file.name, { analysis: parsed.analysis, jobDescription, preview });
    } catch (error) {
      setAlert(
        error instanceof ApiError ? error.message : 'The analysis failed. Please try again.',
      );
    } finally {
      setAnalyzing(false);
    }
  }

  function reset() {
    setFile(null);
    setJobDescription('');
    setResult(null);
    setAlert(null);
    setResets((n) => n + 1);
    if (fileInput.current) fileInput.current.value = '';
  }

  async function editResume() {
    if (!file) {
      setAlert(NO_RESUME_TO_EDIT_MESSAGE);
      return;
    }
    if (window.innerWidth < EDITOR_MIN_WIDTH) {
      setAlert(DESKTOP_ONLY_MESSAGE);
      return;
    }
    await setPendingUpload({
      file,
      analysis: result?.analysis ?? null,
      jobDescription: jobDescription || null,
    });
    router.push('/resume/edit');
  }

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">AI Resume Feedback</h1>
        <p className="text-sm text-muted-foreground">
          Score your resume against a job description: ATS readability, keyword match and concrete
          suggestions.
        </p>
      </header>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <Card>
            <CardHeader>
              <CardTitle>Your resume and the job</CardTitle>
              <CardDescription>PDF, DOC or DOCX up to 10 MB.</CardDescription>
            </CardHeader>
            <CardContent className="flex flex-col gap-5">
              <div className="flex flex-col gap-2">
                <input
                  ref={fileInput}
                  id="resume-file"
                  type="file"
                  accept={RESUME_ACCEPT}
                  className="sr-only"
                  onChange={(e) => chooseFile(e.target.files)}
                />
                <label
                  htmlFor="resume-file"
                  className="flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed bg-surface-muted/40 px-4 py-6 text-center transition-colors hover:border-primary/60 hover:bg-primary-soft/40 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
                >
                  <FileUp aria-hidden className="size-7 text-primary" />
                  <span className="text-sm font-medium">
                    {file ? 'Choose another resume' : 'Choose your resume'}
                  </span>
                  <span className="text-xs text-muted-foreground">PDF, DOC or DOCX</span>
                </label>
                {file ? (
                  <div
                    className="flex items-center justify-between gap-3 rounded-lg border bg-surface px-3 py-2 text-sm"
                    data-testid="chosen-file"
                  >
                    <span className="min-w-0 truncate font-medium">{file.name}</span>
                    <span className="flex shrink-0 items-center gap-2 text-muted-foreground">
                      {formatSize(file.size)}
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        className="size-7"
                        aria-label="Remove the resume"
                        onClick={() => setFile(null)}
                      >
                        <X aria-hidden />
                      </Button>
                    </span>
                  </div>
                ) : null}
              </div>

              <JobDescriptionInput
                key={resets}
                value={jobDescription}
                onChange={setJobDescription}
                disabled={analyzing}
              />

              {alert ? <InlineAlert>{alert}</InlineAlert> : null}

              <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
                <Button type="button" onClick={() => void analyze()} loading={analyzing}>
                  {!analyzing ? <Sparkles aria-hidden /> : null}
                  {analyzing ? 'Analyzing...' : 'Analyze Resume'}
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  onClick={() => void editResume()}
                  disabled={analyzing}
                >
                  <PencilLine aria-hidden /> Edit Resume
                </Button>
                <Button type="button" variant="ghost" onClick={reset} disabled={analyzing}>
                  <RotateCcw aria-hidden /> Reset
                </Button>
              </div>
            </CardContent>
          </Card>

          {result ? (
            <section
              ref={resultRef}
              tabIndex={-1}
              aria-label="Analysis summary"
              className="flex scroll-mt-6 flex-col gap-3 rounded-card focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
            >
              {result.fromCache ? (
                <InlineAlert tone="info">
                  Showing your last analysis of {result.filename}. Analyze again to refresh it.
                </InlineAlert>
              ) : null}
              <AnalysisSummary analysis={result.analysis} filename={result.filename} />
            </section>
          ) : null}
        </div>

        <aside aria-label="About Resume AI" className="min-w-0">
          <SideCards preview={result?.preview || null} />
        </aside>
      </div>
    </div>
  );
}
