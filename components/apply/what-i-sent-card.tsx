'use client';

import { Download, Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { downloadSubmittedResume, useSubmission } from './queries';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

const size = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * "What I sent": the snapshot recorded when the application form was submitted — time, page,
 * every question with its answer, the exact resume file and the letter. Hidden when none exists.
 */
export function WhatISentCard({ applicationId }: { applicationId: string }) {
  const submission = useSubmission(applicationId);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const s = submission.data;
  if (!s) return null;

  async function download() {
    if (!s?.resume) return;
    setBusy(true);
    setError(null);
    try {
      await downloadSubmittedResume(applicationId, s.resume.filename);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Download failed.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-labelledby="what-i-sent-title"
      className="flex flex-col gap-4 rounded-card border bg-surface p-5"
      data-testid="what-i-sent"
    >
      <div>
        <h2 id="what-i-sent-title" className="flex items-center gap-2 text-base font-semibold">
          <Send aria-hidden className="size-4 text-primary" /> What I sent
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Submitted {when(s.submitted_at)} on{' '}
          <a
            href={s.page_url}
            target="_blank"
            rel="noopener noreferrer"
            className="break-all text-primary underline"
          >
            {s.page_url}
          </a>
          . Kept exactly as sent.
        </p>
      </div>
      {s.resume ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3">
          <div className="min-w-0 text-sm">
            <p className="font-medium break-words">{s.resume.filename}</p>
            <p className="text-xs break-all text-muted-foreground">
              {size(s.resume.size)} · SHA-256 {s.resume.sha256}
            </p>
          </div>
          <Button size="sm" onClick={() => void download()} loading={busy}>
            {!busy && <Download aria-hidden />}
            Download the resume sent
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">No resume file was attached.</p>
      )}
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      {s.answers.length ? (
        <div>
          <h3 className="mb-2 text-sm font-semibold">Answers ({s.answers.length})</h3>
          <dl className="flex flex-col divide-y rounded-lg border">
            {s.answers.map((a, i) => (
              <div
                key={i}
                className="flex flex-col gap-0.5 p-3 sm:grid sm:grid-cols-[2fr_3fr] sm:gap-4"
              >
                <dt className="text-sm text-muted-foreground break-words">{a.question}</dt>
                <dd className="text-sm whitespace-pre-wrap break-words">{a.answer || '—'}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
      {s.cover_letter ? (
        <div>
          <h3 className="mb-2 text-sm font-semibold">Cover letter</h3>
          <p className="rounded-lg border p-3 text-sm whitespace-pre-wrap break-words">
            {s.cover_letter}
          </p>
        </div>
      ) : null}
    </section>
  );
}
