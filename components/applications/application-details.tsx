'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useRouter } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { ArrowLeft, ExternalLink, Pencil, Trash2 } from 'lucide-react';
import { AddToCalendarButton } from '@/components/account/calendar/add-to-calendar-button';
import { Button, buttonVariants } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { MessageDialog } from '@/components/ui/message-dialog';
import { SentResumeCard } from '@/components/resume/versions/sent-resume-card';
import { CoverLetterCard } from '@/components/tailoring/cover-letter-card';
import type { ApplicationDto } from '@/lib/applications/types';
import { ApplicationTracking } from '@/components/applications/tracking/application-tracking';
import { QuickFollowUp } from '@/components/applications/tasks/quick-follow-up';
import { TaskList } from '@/components/applications/tasks/task-list';
import { formatCalendarDate, formatInterview, formatInterviewForUser } from './format';
import { StatusBadge } from './status-badge';
import { useDeleteApplication, useUserTimezone } from './queries';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-b py-3 last:border-b-0 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-sm break-words whitespace-pre-wrap">{children}</dd>
    </div>
  );
}

/** The details screen body: every field, Edit and Delete (with confirmation). */
export function ApplicationDetails({ application: a }: { application: ApplicationDto }) {
  const router = useRouter();
  const remove = useDeleteApplication(a.id);
  const userZone = useUserTimezone();
  const [confirming, setConfirming] = useState(false);
  const [failed, setFailed] = useState(false);
  const showInterview = a.status === 'Interview' && a.interview_date;
  const yours =
    a.interview_date && a.interview_timezone
      ? formatInterviewForUser(a.interview_date, a.interview_timezone, userZone)
      : null;

  async function onDelete() {
    try {
      await remove.mutateAsync();
      setConfirming(false);
      router.push('/applications');
    } catch {
      setConfirming(false);
      setFailed(true);
    }
  }

  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6">
      <IntentLink
        href="/applications"
        className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden className="size-4" /> Applications
      </IntentLink>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight break-words">{a.job_title}</h1>
          <p className="break-words text-muted-foreground">{a.company}</p>
        </div>
        <div className="flex gap-2">
          <IntentLink
            href={`/applications/${a.id}/edit`}
            className={buttonVariants({ variant: 'outline' })}
          >
            <Pencil aria-hidden /> Edit
          </IntentLink>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden /> Delete
          </Button>
        </div>
      </header>
      <dl className="rounded-card border bg-surface px-5">
        <Row label="Status">
          <StatusBadge status={a.status} />
        </Row>
        <Row label="Applied date">{formatCalendarDate(a.applied_date)}</Row>
        {showInterview && a.interview_date ? (
          <Row label="Interview">
            <span data-testid="interview-time">
              {formatInterview(a.interview_date, a.interview_timezone ?? 'UTC')}
            </span>
            {a.interview_timezone ? (
              <span className="text-muted-foreground"> ({a.interview_timezone})</span>
            ) : null}
            {yours ? <span className="block text-muted-foreground">Your time: {yours}</span> : null}
            <AddToCalendarButton applicationId={a.id} />
          </Row>
        ) : null}
        {a.status === 'Interview' && !a.interview_date ? (
          <Row label="Interview">
            <IntentLink
              href={`/applications/${a.id}/interview-details`}
              className="font-medium text-primary underline"
            >
              Add interview details
            </IntentLink>
          </Row>
        ) : null}
        <Row label="Follow-up date">
          <span data-testid="follow-up-date">{formatCalendarDate(a.follow_up_date)}</span>
          <QuickFollowUp applicationId={a.id} />
        </Row>
        <Row label="Job link">
          {a.job_link ? (
            <a
              href={a.job_link}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 text-primary underline break-all"
            >
              {a.job_link} <ExternalLink aria-hidden className="size-3.5 shrink-0" />
            </a>
          ) : (
            '—'
          )}
        </Row>
        <Row label="Notes">{a.notes || '—'}</Row>
        <Row label="Job description">{a.job_description || '—'}</Row>
      </dl>
      <TaskList applicationId={a.id} />
      <SentResumeCard applicationId={a.id} sentResume={a.sent_resume} />
      <CoverLetterCard applicationId={a.id} />
      <ApplicationTracking applicationId={a.id} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this application?"
        message={`${a.job_title} at ${a.company} will be removed for good.`}
        confirmLabel="Delete"
        destructive
        loading={remove.isPending}
        onConfirm={() => void onDelete()}
      />
      <MessageDialog
        open={failed}
        onOpenChange={setFailed}
        title="Error!"
        message="Delete failed. Please try again later."
      />
    </article>
  );
}
