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
import { TailorResumeCard } from '@/components/tailoring/tailor-resume-card';
import type { ApplicationDto } from '@/lib/contracts/application-answers';
import { SALARY_PERIOD_LABELS, WORK_MODE_LABELS } from '@/lib/applications/tracker-fields';
import { ApplicationTracking } from '@/components/applications/tracking/application-tracking';
import { AttachmentsCard } from '@/components/applications/attachments/attachments-card';
import { WhatISentCard } from '@/components/apply/what-i-sent-card';
import { QuickFollowUp } from '@/components/applications/tasks/quick-follow-up';
import { TaskList } from '@/components/applications/tasks/task-list';
import { formatCalendarDate, formatInterview, formatInterviewForUser } from './format';
import { JobDescription } from './job-description';
import { StatusBadge } from './status-badge';
import { useDeleteApplication, useUserTimezone } from './queries';

/** '$120,000 – $150,000 per year (USD)': the full amounts, not the card's compact ones. */
function salaryText(a: ApplicationDto): string {
  if (a.salary_min === null && a.salary_max === null) return '—';
  const money = (n: number) =>
    a.salary_currency
      ? new Intl.NumberFormat('en-US', {
          style: 'currency',
          currency: a.salary_currency,
          maximumFractionDigits: 2,
          minimumFractionDigits: 0,
        }).format(n)
      : new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(n);
  const { salary_min: min, salary_max: max } = a;
  const range =
    min !== null && max !== null && min !== max
      ? `${money(min)} – ${money(max)}`
      : min !== null && max !== null
        ? money(min)
        : min !== null
          ? `from ${money(min)}`
          : `up to ${money(max ?? 0)}`;
  const period = a.salary_period ? ` ${SALARY_PERIOD_LABELS[a.salary_period]}` : '';
  return `${range}${period}`;
}

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
          {/* Secondary: the confirm dialog holds the one solid red button. */}
          <Button
            variant="outline"
            className="text-danger hover:bg-danger/10"
            onClick={() => setConfirming(true)}
          >
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
        <Row label="Deadline">{formatCalendarDate(a.deadline)}</Row>
        <Row label="Priority">{a.priority ? `${a.priority} of 5` : '—'}</Row>
        <Row label="Source">{a.source || '—'}</Row>
        <Row label="Location">{a.location || '—'}</Row>
        <Row label="Work mode">{a.work_mode ? WORK_MODE_LABELS[a.work_mode] : '—'}</Row>
        <Row label="Salary">{salaryText(a)}</Row>
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
        <Row label="Job description">
          {a.job_description?.trim() ? <JobDescription text={a.job_description} /> : '—'}
        </Row>
      </dl>
      <TaskList applicationId={a.id} />
      <WhatISentCard applicationId={a.id} />
      <SentResumeCard
        applicationId={a.id}
        sentResume={a.sent_resume}
        sentCoverLetter={a.sent_cover_letter}
      />
      <TailorResumeCard applicationId={a.id} />
      <CoverLetterCard applicationId={a.id} />
      <AttachmentsCard applicationId={a.id} />
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
