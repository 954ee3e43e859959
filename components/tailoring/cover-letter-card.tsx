'use client';

import { useQueryClient } from '@tanstack/react-query';
import { FileText, Send, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { applicationKeys } from '@/components/queries/applications';
import { resumeStyles } from '@/components/resume/template/resume-styles';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { callOperation, fetchOperation } from '@/lib/api/call-operation';
import * as letterApi from '@/lib/contracts/cover-letters';
import type { ResumeEntry } from '@/lib/resume/resume-schema';
import type { SavedResumeSummary } from '@/lib/contracts/resume-answers';
import type { CoverLetterDto } from '@/lib/contracts/cover-letters';
import {
  letterLengths,
  letterTones,
  type LetterLength,
  type LetterTone,
} from '@/lib/tailoring/grounding';
import { CoverLetterDocument } from './cover-letter-document';
import { LetterClaims } from './letter-claims';
import * as resumesApi from '@/lib/contracts/resumes';
import { useBusyTask } from './use-busy-task';

const label = (s: string) => s[0]!.toUpperCase() + s.slice(1);

async function download(res: Response, fallback: string) {
  const name = /filename\*=UTF-8''([^;]+)/.exec(res.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name ? decodeURIComponent(name) : fallback;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** "Write cover letter" on an application: draft options, versions, an editor with checked claims, live preview and exports. */
export function CoverLetterCard({ applicationId }: { applicationId: string }) {
  const queryClient = useQueryClient();
  const [letters, setLetters] = useState<CoverLetterDto[] | null>(null);
  const [resumes, setResumes] = useState<SavedResumeSummary[]>([]);
  const [selected, setSelected] = useState<string>('');
  const [draft, setDraft] = useState('');
  const [writing, setWriting] = useState(false);
  const [options, setOptions] = useState<{
    resume_id: string;
    tone: LetterTone;
    length: LetterLength;
  }>({ resume_id: '', tone: 'formal', length: 'standard' });
  // Which experience or project to lead with ("experience:0"); '' = the best match for the posting.
  const [lead, setLead] = useState('');
  const [entries, setEntries] = useState<{ key: string; label: string }[]>([]);
  const { busy, error, setError, run } = useBusyTask();
  const [notices, setNotices] = useState<string[]>([]);
  const current = letters?.find((l) => l.id === selected) ?? null;

  const show = useCallback((data: CoverLetterDto[], pick?: string) => {
    setLetters(data);
    const next = data.find((l) => l.id === pick) ?? data[0];
    setSelected(next?.id ?? '');
    setDraft(next?.body ?? '');
  }, []);
  const load = async (pick?: string) =>
    show(
      (await callOperation(letterApi.listCoverLetters, { params: { id: applicationId } })).data,
      pick,
    );

  useEffect(() => {
    callOperation(letterApi.listCoverLetters, { params: { id: applicationId } })
      .then((r) => show(r.data))
      .catch(() => setError('Could not load the cover letters.'));
  }, [applicationId, show, setError]);

  useEffect(() => {
    if (!writing || resumes.length) return;
    callOperation(resumesApi.listResumes)
      .then((r) => {
        setResumes(r.data);
        setOptions((o) => ({
          ...o,
          resume_id: o.resume_id || (r.data.find((x) => x.is_default) ?? r.data[0])?.id || '',
        }));
      })
      .catch(() => setError('Could not load your saved resumes.'));
  }, [writing, resumes.length, setError]);

  useEffect(() => {
    if (!writing || !options.resume_id) return;
    callOperation(resumesApi.getResume, { params: { id: options.resume_id } })
      .then((r) => {
        const list = (section: string) =>
          ((r.data.resume_json[section] as ResumeEntry[] | undefined) ?? []).map((e, i) => ({
            key: `${section}:${i}`,
            label:
              [e.role || e.name || e.title, e.company].filter(Boolean).join(' at ') ||
              `${label(section)} ${i + 1}`,
          }));
        setEntries([...list('experience'), ...list('projects')]);
        setLead('');
      })
      .catch(() => setEntries([]));
  }, [writing, options.resume_id]);

  const generate = () =>
    run('generate', async () => {
      const [section = '', entry] = lead.split(':');
      const emphasis = lead ? { section, entry: Number(entry) } : null;
      const r = await callOperation(letterApi.generateCoverLetter, {
        params: { id: applicationId },
        body: { ...options, resume_id: options.resume_id || undefined, emphasis },
      });
      setNotices(r.notices);
      setWriting(false);
      await load(r.data.id);
    });
  const save = () =>
    run('save', async () => {
      const r = await callOperation(letterApi.updateCoverLetter, {
        params: { id: applicationId, lid: current!.id },
        body: { body: draft },
      });
      setLetters((ls) => ls?.map((l) => (l.id === r.data.id ? r.data : l)) ?? null);
    });
  const remove = () =>
    run('delete', async () => {
      await callOperation(letterApi.deleteCoverLetter, {
        params: { id: applicationId, lid: current!.id },
      });
      setNotices([]);
      await load();
    });
  // "What I sent": one version per application is recorded as sent and stays as it was sent.
  const setSent = (sent: boolean) =>
    run('sent', async () => {
      const r = await callOperation(
        sent ? letterApi.markCoverLetterSent : letterApi.unmarkCoverLetterSent,
        { params: { id: applicationId, lid: current!.id } },
      );
      setLetters(
        (ls) =>
          ls?.map((l) =>
            l.id === r.data.id ? r.data : sent && l.sent_at ? { ...l, sent_at: null } : l,
          ) ?? null,
      );
      void queryClient.invalidateQueries({ queryKey: applicationKeys.one(applicationId) });
    });
  const exportAs = (format: 'pdf' | 'docx', paper: 'a4' | 'letter') =>
    run(`${format}-${paper}`, async () => {
      const res = await fetchOperation(letterApi.exportCoverLetter, {
        params: { id: applicationId, lid: current!.id },
        body: { format, paper },
      });
      await download(res, `Cover Letter.${format}`);
    });

  const dirty = current !== null && draft !== current.body;

  return (
    <section
      aria-labelledby="cover-letter-title"
      className="flex min-w-0 flex-col gap-4 rounded-card border bg-surface p-5"
      data-testid="cover-letter"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="cover-letter-title" className="flex items-center gap-2 text-base font-semibold">
          <FileText aria-hidden className="size-4 text-primary" /> Cover letter
        </h2>
        {!writing && (
          <Button
            variant={letters?.length ? 'outline' : 'primary'}
            onClick={() => setWriting(true)}
          >
            {letters?.length ? 'Write a new version' : 'Write cover letter'}
          </Button>
        )}
      </div>
      {writing && (
        <div className="grid gap-3 sm:grid-cols-3">
          <Field label="Resume">
            <Select
              value={options.resume_id}
              onChange={(e) => setOptions({ ...options, resume_id: e.target.value })}
            >
              {resumes.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Tone">
            <Select
              value={options.tone}
              onChange={(e) => setOptions({ ...options, tone: e.target.value as LetterTone })}
            >
              {letterTones.map((t) => (
                <option key={t} value={t}>
                  {label(t)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Length">
            <Select
              value={options.length}
              onChange={(e) => setOptions({ ...options, length: e.target.value as LetterLength })}
            >
              {letterLengths.map((l) => (
                <option key={l} value={l}>
                  {label(l)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Lead with" className="sm:col-span-3">
            <Select value={lead} onChange={(e) => setLead(e.target.value)}>
              <option value="">The best match for this job</option>
              {entries.map((e) => (
                <option key={e.key} value={e.key}>
                  {e.label}
                </option>
              ))}
            </Select>
          </Field>
          <div className="flex gap-2 sm:col-span-3">
            <Button onClick={() => void generate()} loading={busy === 'generate'}>
              Draft letter
            </Button>
            <Button variant="ghost" onClick={() => setWriting(false)}>
              Cancel
            </Button>
          </div>
        </div>
      )}
      {notices.map((n) => (
        <p
          key={n}
          role="status"
          className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
        >
          {n}
        </p>
      ))}
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      {current && (
        <>
          <div className="flex flex-wrap items-end gap-3">
            <Field label="Version" className="min-w-40">
              <Select
                value={selected}
                onChange={(e) => {
                  setSelected(e.target.value);
                  setDraft(letters?.find((l) => l.id === e.target.value)?.body ?? '');
                }}
              >
                {letters!.map((l) => (
                  <option key={l.id} value={l.id}>
                    {`Version ${l.version} · ${label(l.tone)} · ${l.provider === 'openai' ? 'AI' : 'from resume'}`}
                  </option>
                ))}
              </Select>
            </Field>
            <Button
              variant="danger"
              size="sm"
              onClick={() => void remove()}
              loading={busy === 'delete'}
              aria-label={`Delete version ${current.version}`}
            >
              <Trash2 aria-hidden /> Delete
            </Button>
            {current.sent_at ? (
              <>
                <p className="text-sm font-medium" data-testid="letter-sent">
                  Sent with this application on{' '}
                  {new Date(current.sent_at).toLocaleDateString(undefined, {
                    year: 'numeric',
                    month: 'short',
                    day: 'numeric',
                  })}
                </p>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => void setSent(false)}
                  loading={busy === 'sent'}
                >
                  Mark as not sent
                </Button>
              </>
            ) : (
              <Button
                variant="outline"
                size="sm"
                onClick={() => void setSent(true)}
                loading={busy === 'sent'}
                disabled={dirty}
              >
                <Send aria-hidden /> Mark as sent
              </Button>
            )}
          </div>
          <div className="grid min-w-0 gap-4 lg:grid-cols-2">
            <div className="flex min-w-0 flex-col gap-3">
              <Field
                label="Letter"
                hint={
                  current.sent_at
                    ? 'This version was sent, so it stays as sent: write a new version to change it.'
                    : 'Edit freely; claims are checked against your resume when you save.'
                }
              >
                <Textarea
                  rows={16}
                  readOnly={current.sent_at !== null}
                  value={draft}
                  onChange={(e) => setDraft(e.target.value)}
                  data-testid="letter-editor"
                />
              </Field>
              <div className="flex flex-wrap gap-2">
                <Button
                  onClick={() => void save()}
                  disabled={!dirty || !draft.trim()}
                  loading={busy === 'save'}
                >
                  Save changes
                </Button>
                <Button
                  variant="outline"
                  onClick={() => void exportAs('pdf', 'a4')}
                  loading={busy === 'pdf-a4'}
                  disabled={dirty}
                >
                  PDF (A4)
                </Button>
                <Button
                  variant="outline"
                  onClick={() => void exportAs('pdf', 'letter')}
                  loading={busy === 'pdf-letter'}
                  disabled={dirty}
                >
                  PDF (Letter)
                </Button>
                <Button
                  variant="outline"
                  onClick={() => void exportAs('docx', 'a4')}
                  loading={busy === 'docx-a4'}
                  disabled={dirty}
                >
                  DOCX
                </Button>
              </div>
              {dirty && (
                <p className="text-sm text-muted-foreground">
                  Save your changes to check them and to export.
                </p>
              )}
              <h3 className="text-sm font-semibold">Claims in the saved letter</h3>
              <LetterClaims letter={current.body} grounding={current.grounding} />
            </div>
            <div className="min-w-0">
              <h3 className="mb-2 text-sm font-semibold">Preview</h3>
              <style>{resumeStyles}</style>
              <div
                className="overflow-hidden rounded-md border bg-white p-4 text-[#111827] shadow-sm"
                data-testid="letter-preview"
              >
                <CoverLetterDocument
                  header={current.header}
                  template={current.template}
                  body={draft}
                />
              </div>
            </div>
          </div>
        </>
      )}
    </section>
  );
}
