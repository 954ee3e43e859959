'use client';

import { useQueryClient } from '@tanstack/react-query';
import { Download, FileCheck2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { applicationKeys } from '@/components/queries/applications';
import { downloadResumePdf } from '@/components/resume/editor/download-pdf';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import type { SentCoverLetterDto } from '@/lib/contracts/application-answers';
import type { SavedResumeSummary } from '@/lib/contracts/resume-answers';
import type { SentResumeDto } from '@/lib/contracts/application-answers';
import { knownTemplate, resumeTemplates } from '@/lib/resume/templates';
import { callOperation } from '@/lib/api/call-operation';
import * as applicationsApi from '@/lib/contracts/applications';
import * as resumesApi from '@/lib/contracts/resumes';

export type SentResumeCardProps = {
  applicationId: string;
  /** From GET my-applications/{id}; undefined while only a list/PATCH copy of the application is known. */
  sentResume: SentResumeDto | null | undefined;
  /** The cover-letter version recorded as sent with the application, if any. */
  sentCoverLetter?: SentCoverLetterDto | null;
};

const sentDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/** "What I sent": the resume copy kept with the application, downloadable as exactly that PDF; or a picker to attach one. */
export function SentResumeCard({
  applicationId,
  sentResume,
  sentCoverLetter,
}: SentResumeCardProps) {
  const client = useQueryClient();
  const [saved, setSaved] = useState<SavedResumeSummary[] | null>(null);
  const [choice, setChoice] = useState('');
  const [picking, setPicking] = useState(false);
  const [busy, setBusy] = useState<'attach' | 'download' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const showPicker = sentResume === null || picking;

  useEffect(() => {
    if (!showPicker || saved) return;
    callOperation(resumesApi.listResumes)
      .then((r) => {
        setSaved(r.data);
        setChoice(r.data[0]?.id ?? '');
      })
      .catch(() => setError('Could not load your saved resumes.'));
  }, [showPicker, saved]);

  if (sentResume === undefined) return null;

  const attach = async () => {
    setBusy('attach');
    setError(null);
    try {
      await callOperation(applicationsApi.updateApplication, {
        params: { id: applicationId },
        body: { resume_id: choice },
      });
      setPicking(false);
      await client.invalidateQueries({ queryKey: applicationKeys.one(applicationId) });
      void client.invalidateQueries({ queryKey: applicationKeys.all });
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Could not attach the resume.');
    } finally {
      setBusy(null);
    }
  };

  const download = async () => {
    if (!sentResume) return;
    setBusy('download');
    setError(null);
    try {
      await downloadResumePdf(sentResume.resume_json, {
        template: knownTemplate(sentResume.template),
        requirePreview: false,
      });
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Export failed.');
    } finally {
      setBusy(null);
    }
  };

  const templateName = sentResume
    ? resumeTemplates.find((t) => t.id === knownTemplate(sentResume.template))?.name
    : '';

  return (
    <section
      aria-labelledby="sent-resume-title"
      className="flex flex-col gap-3 rounded-card border bg-surface p-5"
      data-testid="sent-resume"
    >
      <h2 id="sent-resume-title" className="flex items-center gap-2 text-base font-semibold">
        <FileCheck2 aria-hidden className="size-4 text-primary" /> Resume sent
      </h2>
      {sentResume && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="min-w-0 text-sm">
            <p className="font-medium break-words">{sentResume.name}</p>
            <p className="text-muted-foreground">
              Copy kept {sentDate(sentResume.sent_at)} · {templateName} template · later edits to
              the saved resume do not change it
            </p>
          </div>
          <div className="flex gap-2">
            {!picking && (
              <Button variant="outline" size="sm" onClick={() => setPicking(true)}>
                Change
              </Button>
            )}
            <Button size="sm" onClick={download} loading={busy === 'download'}>
              {busy !== 'download' && <Download aria-hidden />}
              Download PDF
            </Button>
          </div>
        </div>
      )}
      {sentCoverLetter && (
        <details className="text-sm" data-testid="sent-cover-letter">
          <summary className="cursor-pointer font-medium">
            Cover letter sent: version {sentCoverLetter.version},{' '}
            {sentDate(sentCoverLetter.sent_at)}
          </summary>
          <p className="mt-2 break-words whitespace-pre-wrap text-muted-foreground">
            {sentCoverLetter.body}
          </p>
        </details>
      )}
      {showPicker && (
        <div className="flex flex-wrap items-end gap-2">
          {saved && saved.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              No saved resumes yet: save one in the resume editor to attach it here.
            </p>
          ) : (
            <>
              <div className="flex min-w-56 flex-col gap-1">
                <label htmlFor="sent-resume-choice" className="text-sm text-muted-foreground">
                  {sentResume ? 'Replace with' : 'Which resume did you send?'}
                </label>
                <Select
                  id="sent-resume-choice"
                  value={choice}
                  onChange={(e) => setChoice(e.target.value)}
                  className="h-9"
                  disabled={!saved}
                >
                  {(saved ?? []).map((r) => (
                    <option key={r.id} value={r.id}>
                      {r.name}
                    </option>
                  ))}
                </Select>
              </div>
              <Button size="sm" onClick={attach} loading={busy === 'attach'} disabled={!choice}>
                Attach resume
              </Button>
              {picking && (
                <Button size="sm" variant="ghost" onClick={() => setPicking(false)}>
                  Cancel
                </Button>
              )}
            </>
          )}
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </section>
  );
}
