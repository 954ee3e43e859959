'use client';

import { Check, Scissors, X } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { writeEditorCache } from '@/components/resume/editor/editor-cache';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api/client';
import { callOperation } from '@/lib/api/call-operation';
import * as tailorApi from '@/lib/contracts/tailored-resumes';
import { knownTemplate } from '@/lib/resume/templates';
import type { SavedResumeSummary } from '@/lib/contracts/resume-answers';
import type {
  TailoredResumeResult,
  TailoringProposal,
} from '@/lib/tailoring/tailored-resume-schemas';
import * as resumesApi from '@/lib/contracts/resumes';
import { useBusyTask } from './use-busy-task';
import { ChangeDiff, changeTitle } from './tailoring-change';

type Decision = 'accept' | 'reject';

/**
 * "Tailor resume for this job" on an application: the proposed changes to a saved resume as a diff,
 * each with its source line and Accept / Reject, the keywords the resume lacks (never added), the
 * score before and with the accepted changes, and "Create tailored resume" (a new saved resume).
 */
export function TailorResumeCard({ applicationId }: { applicationId: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [resumes, setResumes] = useState<SavedResumeSummary[] | null>(null);
  const [resumeId, setResumeId] = useState('');
  const [proposal, setProposal] = useState<TailoringProposal | null>(null);
  const [decisions, setDecisions] = useState<Record<string, Decision | undefined>>({});
  const [scored, setScored] = useState<{ key: string; score: number | null }>({
    key: '',
    score: null,
  });
  const [created, setCreated] = useState<TailoredResumeResult | null>(null);
  const { busy, error, run } = useBusyTask();
  // The application has no job description: the person pastes one (used for this tailoring only).
  const [needsPosting, setNeedsPosting] = useState(false);
  const [pasted, setPasted] = useState('');
  const [posting, setPosting] = useState('');
  const withPosting = posting ? { job_description: posting } : {};
  const headingRef = useRef<HTMLHeadingElement>(null);
  const createdRef = useRef<HTMLParagraphElement>(null);
  const accepted = proposal?.changes.filter((c) => decisions[c.id] === 'accept').map((c) => c.id);
  const acceptedKey = accepted?.join('\n') ?? '';

  const propose = (id: string, jobDescription = posting) =>
    run('propose', async () => {
      let r: { data: TailoringProposal };
      try {
        r = await callOperation(tailorApi.proposeTailoredResume, {
          params: { id: applicationId },
          body: {
            ...(id ? { resume_id: id } : {}),
            ...(jobDescription ? { job_description: jobDescription } : {}),
          },
        });
      } catch (e) {
        if (e instanceof ApiError && e.status === 422 && /^job_description/.test(e.message)) {
          setNeedsPosting(true);
          throw new Error('This application has no job description: paste it below to tailor.');
        }
        throw e;
      }
      setNeedsPosting(false);
      setPosting(jobDescription);
      setProposal(r.data);
      setResumeId(r.data.resume_id);
      setDecisions({});
      setCreated(null);
      requestAnimationFrame(() => headingRef.current?.focus());
    });

  const start = () => {
    setOpen(true);
    void propose('');
    if (!resumes)
      callOperation(resumesApi.listResumes)
        .then((r) => setResumes(r.data))
        .catch(() => setResumes([]));
  };

  // The score with the accepted changes, from the server's scorer (the same one as before/after).
  useEffect(() => {
    if (!proposal || !acceptedKey) return;
    const timer = setTimeout(() => {
      callOperation(tailorApi.proposeTailoredResume, {
        params: { id: applicationId },
        body: {
          resume_id: proposal.resume_id,
          accepted: acceptedKey.split('\n'),
          ...(posting ? { job_description: posting } : {}),
        },
      })
        .then((r) => setScored({ key: acceptedKey, score: r.data.score_after_accepted ?? null }))
        .catch(() => setScored({ key: acceptedKey, score: null }));
    }, 250);
    return () => clearTimeout(timer);
  }, [acceptedKey, proposal, applicationId, posting]);
  // Nothing accepted: the score is the saved resume's; otherwise the last answer for this choice.
  const acceptedScore = !proposal
    ? null
    : !acceptedKey
      ? proposal.score_before
      : scored.key === acceptedKey
        ? scored.score
        : null;

  const create = () =>
    run('create', async () => {
      const r = await callOperation(tailorApi.applyTailoredResume, {
        params: { id: applicationId },
        body: { resume_id: proposal!.resume_id, accepted: accepted ?? [], ...withPosting },
      });
      setCreated(r.data);
      requestAnimationFrame(() => createdRef.current?.focus());
    });

  const openInEditor = () =>
    run('open', async () => {
      const { data } = await callOperation(resumesApi.getResume, {
        params: { id: created!.resume.id },
      });
      // The editor opens the copy it last worked on: hand it the new resume, marked as that saved resume.
      writeEditorCache(`saved:${data.id}`, {
        resume: data.resume_json,
        analysis: null,
        jobDescription: '',
        template: knownTemplate(data.template),
        savedId: data.id,
        uncertain: [],
      });
      router.push('/resume/edit');
    });

  const decide = (id: string, d: Decision) =>
    setDecisions((all) => ({ ...all, [id]: all[id] === d ? undefined : d }));
  const counted = Object.values(decisions).filter(Boolean);

  return (
    <section
      aria-labelledby="tailor-resume-title"
      className="flex min-w-0 flex-col gap-4 rounded-card border bg-surface p-5"
      data-testid="tailor-resume"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="tailor-resume-title"
          ref={headingRef}
          tabIndex={-1}
          className="flex items-center gap-2 text-base font-semibold focus:outline-none"
        >
          <Scissors aria-hidden className="size-4 text-primary" /> Tailored resume
        </h2>
        {!open && (
          <Button variant="outline" onClick={start}>
            Tailor resume for this job
          </Button>
        )}
      </div>
      {!open && (
        <p className="text-sm text-muted-foreground">
          See how a saved resume could fit this posting: changes that only reorder or rename what
          your resume already says, each with its source line, for you to accept or reject.
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      {open && needsPosting && !proposal && (
        <div className="flex flex-col gap-3">
          <Field label="Job description">
            <Textarea rows={8} value={pasted} onChange={(e) => setPasted(e.target.value)} />
          </Field>
          <Button
            className="self-start"
            onClick={() => void propose(resumeId, pasted.trim())}
            disabled={!pasted.trim()}
            loading={busy === 'propose'}
          >
            Tailor with this description
          </Button>
        </div>
      )}
      {open && busy === 'propose' && !proposal && (
        <p role="status" className="text-sm text-muted-foreground">
          Reading the posting…
        </p>
      )}
      {open && proposal && (
        <>
          {resumes && resumes.length > 1 && (
            <Field label="Resume to tailor" className="max-w-sm">
              <Select value={resumeId} onChange={(e) => void propose(e.target.value)}>
                {resumes.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.name}
                  </option>
                ))}
              </Select>
            </Field>
          )}
          <dl
            className="grid grid-cols-3 gap-2 rounded-md border p-3 text-center"
            data-testid="tailoring-scores"
          >
            <div>
              <dt className="text-xs text-muted-foreground">Match score now</dt>
              <dd className="text-lg font-semibold" data-testid="score-before">
                {proposal.score_before}%
              </dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">With accepted changes</dt>
              <dd className="text-lg font-semibold" data-testid="score-accepted" aria-live="polite">
                {acceptedScore === null ? '…' : `${acceptedScore}%`}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">With every change</dt>
              <dd className="text-lg font-semibold">{proposal.score_after_all}%</dd>
            </div>
          </dl>
          {proposal.score_after_all === proposal.score_before && (
            <p className="text-sm text-muted-foreground">
              The keyword score already counts skills wherever your resume names them; these changes
              put them where a reader and an applicant-tracking system look first.
            </p>
          )}

          <h3 className="text-sm font-semibold">
            Proposed changes to “{proposal.resume_name}” ({proposal.changes.length})
          </h3>
          {proposal.changes.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              Nothing to rearrange: your resume already leads with what this posting asks for.
            </p>
          ) : (
            <ol className="flex flex-col gap-3" aria-label="Proposed changes">
              {proposal.changes.map((c) => {
                const d = decisions[c.id];
                const titleId = `change-${c.id.replace(/[^\w-]/g, '_')}`;
                return (
                  <li
                    key={c.id}
                    className="flex min-w-0 flex-col gap-2 rounded-md border p-3 data-[decision=accept]:border-success data-[decision=reject]:border-dashed"
                    data-decision={d ?? 'open'}
                    data-testid="tailoring-change"
                    data-change-id={c.id}
                    aria-labelledby={titleId}
                  >
                    <div className="flex flex-wrap items-start justify-between gap-2">
                      <h4 id={titleId} className="min-w-0 text-sm font-semibold break-words">
                        {changeTitle(c)}
                      </h4>
                      <div className="flex gap-2" role="group" aria-labelledby={titleId}>
                        <Button
                          size="sm"
                          variant={d === 'accept' ? 'primary' : 'outline'}
                          aria-pressed={d === 'accept'}
                          onClick={() => decide(c.id, 'accept')}
                        >
                          <Check aria-hidden /> Accept
                        </Button>
                        <Button
                          size="sm"
                          variant={d === 'reject' ? 'secondary' : 'outline'}
                          aria-pressed={d === 'reject'}
                          onClick={() => decide(c.id, 'reject')}
                        >
                          <X aria-hidden /> Reject
                        </Button>
                      </div>
                    </div>
                    <p className="text-sm text-muted-foreground">{c.reason}</p>
                    <ChangeDiff change={c} />
                    <p className="text-xs break-words text-muted-foreground">
                      From your resume ({c.source.section}):{' '}
                      <q className="text-foreground">{c.source.text}</q>
                    </p>
                  </li>
                );
              })}
            </ol>
          )}

          <h3 className="text-sm font-semibold">Keywords to consider — not added</h3>
          {proposal.gaps.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              Your resume names every keyword the posting asks for.
            </p>
          ) : (
            <>
              <p className="text-sm text-muted-foreground">
                The posting asks for these and your resume does not name them. Add one yourself only
                where it is true for you.
              </p>
              <ul className="flex flex-col gap-1 text-sm" data-testid="tailoring-gaps">
                {proposal.gaps.map((g) => (
                  <li key={g.keyword} className="break-words">
                    <span className="font-medium">{g.keyword}</span>{' '}
                    <span className="text-muted-foreground">({g.importance})</span>
                    {g.shown_by && (
                      <span className="block text-xs text-muted-foreground">
                        Your resume may show it: {g.shown_by}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </>
          )}

          <div className="flex flex-wrap items-center gap-3">
            <Button
              onClick={() => void create()}
              loading={busy === 'create'}
              disabled={!accepted?.length}
              aria-describedby={accepted?.length ? undefined : 'tailor-none-accepted'}
            >
              Create tailored resume
            </Button>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Close
            </Button>
            <span className="text-sm text-muted-foreground">
              {accepted?.length ?? 0} accepted, {counted.length - (accepted?.length ?? 0)} rejected
            </span>
            {!accepted?.length && (
              <span id="tailor-none-accepted" className="text-sm text-muted-foreground">
                Accept at least one change to create a tailored copy.
              </span>
            )}
          </div>
          {created && (
            <div className="flex flex-col gap-2 rounded-md border border-success p-3">
              <p
                ref={createdRef}
                tabIndex={-1}
                role="status"
                className="text-sm focus:outline-none"
              >
                Saved “{created.resume.name}” with {created.applied.length}{' '}
                {created.applied.length === 1 ? 'change' : 'changes'} (match score{' '}
                {created.score_before}% → {created.score_after}%). Your original resume is
                unchanged.
              </p>
              <Button
                variant="outline"
                className="self-start"
                onClick={() => void openInEditor()}
                loading={busy === 'open'}
                data-resume-id={created.resume.id}
              >
                Open it in the editor
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
