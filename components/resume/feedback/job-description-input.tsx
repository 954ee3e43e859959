'use client';

import { ClipboardPaste, ImageUp, Link2 } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { plural } from '@/lib/text/plural';
import { callOperation } from '@/lib/api/call-operation';
import { ApiError } from '@/lib/api/client';
import * as aiApi from '@/lib/contracts/ai';
import type { ImportedJob } from '@/lib/contracts/ai';
import { JOB_DESCRIPTION_MAX_CHARS } from '@/lib/resume/analysis-schema';
import {
  NO_TEXT_MESSAGE,
  SCREENSHOT_ACCEPT,
  screenshotProblem,
  URL_IMPORT_FAILED_MESSAGE,
} from './file-rules';
import { InlineAlert } from './inline-alert';

type Props = {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
};

type Ocr = { done: number; total: number; startedAt: number };
type Imported = Pick<ImportedJob, 'title' | 'company' | 'location'>;

const tabClass =
  'inline-flex flex-1 items-center justify-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground data-[state=active]:bg-surface data-[state=active]:text-foreground data-[state=active]:shadow-xs focus-visible:outline-2 focus-visible:outline-ring [&_svg]:size-4';

/** The job description: pasted, read from screenshots (OCR, one image per request for real progress) or imported from a URL. */
export function JobDescriptionInput({ value, onChange, disabled }: Props) {
  const [tab, setTab] = useState('paste');
  const [ocr, setOcr] = useState<Ocr | null>(null);
  const [elapsed, setElapsed] = useState(0);
  const [imageError, setImageError] = useState<string | null>(null);
  const [url, setUrl] = useState('');
  const [importing, setImporting] = useState(false);
  const [urlError, setUrlError] = useState<string | null>(null);
  const [imported, setImported] = useState<Imported | null>(null);
  const [ocrDone, setOcrDone] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!ocr) return;
    const timer = setInterval(
      () => setElapsed(Math.round((Date.now() - ocr.startedAt) / 1000)),
      1000,
    );
    return () => clearInterval(timer);
  }, [ocr]);

  async function readScreenshots(list: FileList | null) {
    const files = Array.from(list ?? []);
    if (fileInput.current) fileInput.current.value = '';
    if (!files.length) return;
    const problem = screenshotProblem(files);
    setImageError(problem);
    setOcrDone(null);
    if (problem) return;
    setOcr({ done: 0, total: files.length, startedAt: Date.now() });
    setElapsed(0);
    const texts: string[] = [];
    try {
      for (const [i, file] of files.entries()) {
        const form = new FormData();
        form.append('files', file, file.name);
        try {
          const { job_description } = await callOperation(aiApi.importJobFromImages, { form });
          texts.push(job_description);
        } catch (error) {
          // One unreadable screenshot does not lose the others.
          if (!(error instanceof ApiError) || error.status !== 422) throw error;
        }
        setOcr((o) => (o ? { ...o, done: i + 1 } : o));
      }
      if (!texts.length) {
        setImageError(NO_TEXT_MESSAGE);
        return;
      }
      onChange(texts.join('\n\n').slice(0, JOB_DESCRIPTION_MAX_CHARS));
      setOcrDone(files.length);
    } catch (error) {
      setImageError(
        error instanceof ApiError && error.status !== 500 ? error.message : NO_TEXT_MESSAGE,
      );
    } finally {
      setOcr(null);
    }
  }

  async function importUrl(event: React.FormEvent) {
    event.preventDefault();
    if (!url.trim()) return;
    setImporting(true);
    setUrlError(null);
    setImported(null);
    try {
      const job = await callOperation(aiApi.importJobFromUrl, { body: { url: url.trim() } });
      onChange(job.job_description.slice(0, JOB_DESCRIPTION_MAX_CHARS));
      setImported({ title: job.title, company: job.company, location: job.location });
    } catch {
      // A failed or empty import clears the description.
      onChange('');
      setUrlError(URL_IMPORT_FAILED_MESSAGE);
    } finally {
      setImporting(false);
    }
  }

  const busy = disabled || Boolean(ocr) || importing;
  return (
    <div className="flex flex-col gap-3">
      <Tabs.Root value={tab} onValueChange={setTab} className="flex flex-col gap-3">
        <Tabs.List
          aria-label="How to add the job description"
          className="flex gap-1 rounded-lg bg-surface-muted p-1"
        >
          <Tabs.Trigger value="paste" className={tabClass}>
            <ClipboardPaste aria-hidden /> Paste
          </Tabs.Trigger>
          <Tabs.Trigger value="screenshot" className={tabClass}>
            <ImageUp aria-hidden /> Screenshot
          </Tabs.Trigger>
          <Tabs.Trigger value="url" className={tabClass}>
            <Link2 aria-hidden /> URL
          </Tabs.Trigger>
        </Tabs.List>

        <Tabs.Content
          value="paste"
          className="text-sm text-muted-foreground focus-visible:outline-none"
        >
          Paste the full job description into the box below: requirements, responsibilities and
          nice-to-haves.
        </Tabs.Content>

        <Tabs.Content value="screenshot" className="flex flex-col gap-2 focus-visible:outline-none">
          <div className="flex flex-col items-start gap-2 rounded-lg border border-dashed bg-surface-muted/50 p-4">
            <p className="text-sm text-muted-foreground">
              Upload up to 5 screenshots of the job post (PNG, JPEG or WebP). Reading them can take
              up to a minute.
            </p>
            <input
              ref={fileInput}
              id="jd-screenshots"
              type="file"
              multiple
              accept={SCREENSHOT_ACCEPT}
              className="sr-only"
              disabled={busy}
              onChange={(e) => void readScreenshots(e.target.files)}
            />
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={busy}
              onClick={() => fileInput.current?.click()}
            >
              <ImageUp aria-hidden /> Choose screenshots
            </Button>
            <Label htmlFor="jd-screenshots" className="sr-only">
              Job post screenshots
            </Label>
          </div>
          {ocr ? (
            <div className="flex flex-col gap-1.5" aria-live="polite">
              <div
                role="progressbar"
                aria-label="Reading screenshots"
                aria-valuemin={0}
                aria-valuemax={ocr.total}
                aria-valuenow={ocr.done}
                aria-valuetext={`Reading screenshot ${Math.min(ocr.done + 1, ocr.total)} of ${ocr.total}`}
                className="h-2 overflow-hidden rounded-full bg-surface-muted"
              >
                <div
                  className="h-full rounded-full bg-primary transition-[width] duration-500"
                  style={{ width: `${Math.max(8, ((ocr.done + 0.5) / ocr.total) * 100)}%` }}
                />
              </div>
              <p className="text-xs text-muted-foreground">
                Reading screenshot {Math.min(ocr.done + 1, ocr.total)} of {ocr.total}… {elapsed}s
                (this can take up to a minute)
              </p>
            </div>
          ) : null}
          {ocrDone ? (
            <InlineAlert tone="info">
              Text read from {ocrDone === 1 ? 'the screenshot' : `${ocrDone} screenshots`}. Check it
              below and fix anything misread.
            </InlineAlert>
          ) : null}
          {imageError ? <InlineAlert>{imageError}</InlineAlert> : null}
        </Tabs.Content>

        <Tabs.Content value="url" className="focus-visible:outline-none">
          <form onSubmit={importUrl} className="flex flex-col gap-2">
            <Label htmlFor="jd-url">Job post URL</Label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                id="jd-url"
                type="url"
                inputMode="url"
                placeholder="https://company.com/jobs/123"
                value={url}
                onChange={(e) => setUrl(e.target.value)}
                disabled={busy}
                className="min-w-0 flex-1"
              />
              <Button
                type="submit"
                variant="outline"
                loading={importing}
                disabled={busy || !url.trim()}
              >
                {importing ? 'Importing...' : 'Import'}
              </Button>
            </div>
            {imported ? (
              <InlineAlert tone="info">
                Imported{imported.title ? ` “${imported.title}”` : ''}
                {imported.company ? ` at ${imported.company}` : ''}
                {imported.location ? ` (${imported.location})` : ''}.
              </InlineAlert>
            ) : null}
            {urlError ? <InlineAlert>{urlError}</InlineAlert> : null}
          </form>
        </Tabs.Content>
      </Tabs.Root>

      <div className="flex flex-col gap-1.5">
        <Label htmlFor="job-description">Job description</Label>
        <Textarea
          id="job-description"
          rows={10}
          placeholder="Paste the job description here, or fill it from a screenshot or a URL above."
          value={value}
          maxLength={JOB_DESCRIPTION_MAX_CHARS}
          onChange={(e) => onChange(e.target.value)}
          disabled={disabled}
          className="resize-y"
        />
        <p className="text-xs text-muted-foreground">{plural(value.length, 'character')}</p>
      </div>
    </div>
  );
}
