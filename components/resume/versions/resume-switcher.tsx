'use client';

import { Copy, FilePlus2, Pencil, Star, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Select } from '@/components/ui/select';
import { defaultSectionOrder, resumeSchema } from '@/lib/resume/resume-schema';
import type { SavedResumeDto, SavedResumeSummary } from '@/lib/contracts/resume-answers';
import { NameDialog } from './name-dialog';
import { callOperation } from '@/lib/api/call-operation';
import * as resumesApi from '@/lib/contracts/resumes';

export type ResumeSwitcherProps = {
  /** The saved resume open in the editor (null: not saved yet). */
  activeId: string | null;
  /** Bumped by the editor after it saves, so names and the default mark stay fresh. */
  version: number;
  /** The editor has unsaved changes: switching asks first. */
  dirty: boolean;
  /** Opens a saved resume in the editor. */
  onOpen: (resume: SavedResumeDto) => void;
  /** The open resume was renamed or made default. */
  onChanged: (resume: SavedResumeDto) => void;
};

type Dialogs = 'new' | 'duplicate' | 'rename' | 'delete' | null;

const blank = () =>
  resumeSchema.parse({
    summary: '',
    experience: [],
    projects: [],
    education: [],
    skills: {},
    order: defaultSectionOrder,
  });

/** The editor's resume switcher: pick a saved resume; new, duplicate ("Tailored for <company>"), rename, delete, set as default. */
export function ResumeSwitcher({
  activeId,
  version,
  dirty,
  onOpen,
  onChanged,
}: ResumeSwitcherProps) {
  const [list, setList] = useState<SavedResumeSummary[]>([]);
  const [dialog, setDialog] = useState<Dialogs>(null);
  const [pending, setPending] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const refresh = useCallback(() => {
    callOperation(resumesApi.listResumes)
      .then((r) => setList(r.data))
      .catch(() => setError('Could not load your saved resumes.'));
  }, []);
  useEffect(refresh, [refresh, version, activeId]);

  const active = list.find((r) => r.id === activeId) ?? null;

  const open = async (id: string) => {
    setError(null);
    try {
      const { data } = await callOperation(resumesApi.getResume, { params: { id } });
      onOpen(data);
    } catch {
      setError('Could not open that resume.');
    }
  };

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      refresh();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Something went wrong.');
    } finally {
      setBusy(false);
    }
  };

  const choose = (id: string) => {
    if (id === activeId) return;
    if (dirty) setPending(id);
    else void open(id);
  };

  return (
    <div
      className="flex flex-wrap items-end gap-2 rounded-card border bg-surface px-3 py-2"
      role="group"
      aria-label="Saved resumes"
    >
      <div className="flex min-w-56 flex-col gap-1">
        <label htmlFor="resume-switcher" className="text-xs font-medium text-muted-foreground">
          Resume
        </label>
        <Select
          id="resume-switcher"
          value={activeId ?? ''}
          onChange={(e) => choose(e.target.value)}
          className="h-9"
        >
          {!active && <option value="">{activeId ? 'Loading…' : 'Not saved yet'}</option>}
          {list.map((r) => (
            <option key={r.id} value={r.id}>
              {r.is_default ? `${r.name} (default)` : r.name}
            </option>
          ))}
        </Select>
      </div>
      <Button variant="outline" size="sm" onClick={() => setDialog('new')}>
        <FilePlus2 aria-hidden />
        New
      </Button>
      <Button variant="outline" size="sm" disabled={!active} onClick={() => setDialog('duplicate')}>
        <Copy aria-hidden />
        Duplicate
      </Button>
      <Button variant="outline" size="sm" disabled={!active} onClick={() => setDialog('rename')}>
        <Pencil aria-hidden />
        Rename
      </Button>
      <Button
        variant="outline"
        size="sm"
        disabled={!active || active.is_default || busy}
        onClick={() =>
          run(async () => {
            const { data } = await callOperation(resumesApi.updateResume, {
              params: { id: activeId! },
              body: { is_default: true },
            });
            onChanged(data);
          })
        }
      >
        <Star aria-hidden />
        {active?.is_default ? 'Default' : 'Set as default'}
      </Button>
      <Button
        variant="outline"
        size="sm"
        disabled={!active}
        onClick={() => setDialog('delete')}
        className="hover:text-danger"
      >
        <Trash2 aria-hidden />
        Delete
      </Button>
      {error && (
        <p role="alert" className="basis-full text-sm text-danger">
          {error}
        </p>
      )}

      <NameDialog
        open={dialog === 'new'}
        onOpenChange={(o) => !o && setDialog(null)}
        title="New resume"
        description="Starts an empty resume you can fill in and save."
        label="Name"
        initial=""
        submitLabel="Create"
        onSubmit={async (name) => {
          const { data } = await callOperation(resumesApi.createResume, {
            body: { name, resume_json: blank() },
          });
          refresh();
          onOpen(data);
        }}
      />
      <NameDialog
        open={dialog === 'duplicate'}
        onOpenChange={(o) => !o && setDialog(null)}
        title="Duplicate and tailor"
        description={`A copy of "${active?.name ?? ''}" (as last saved) named "Tailored for <company>", to adapt for one application.`}
        label="Company"
        initial=""
        submitLabel="Duplicate"
        onSubmit={async (company) => {
          const { data } = await callOperation(resumesApi.duplicateResume, {
            params: { id: activeId! },
            body: { name: `Tailored for ${company}` },
          });
          refresh();
          onOpen(data);
        }}
      />
      <NameDialog
        open={dialog === 'rename'}
        onOpenChange={(o) => !o && setDialog(null)}
        title="Rename resume"
        description="The name is only for you; it never appears on the resume."
        label="Name"
        initial={active?.name ?? ''}
        submitLabel="Rename"
        onSubmit={async (name) => {
          const { data } = await callOperation(resumesApi.updateResume, {
            params: { id: activeId! },
            body: { name },
          });
          refresh();
          onChanged(data);
        }}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={(o) => !o && setDialog(null)}
        title="Delete this resume?"
        message={`"${active?.name ?? ''}" will be deleted. Copies already sent with applications are kept.`}
        confirmLabel="Delete"
        destructive
        loading={busy}
        onConfirm={() =>
          run(async () => {
            await callOperation(resumesApi.deleteResume, { params: { id: activeId! } });
            setDialog(null);
            const rest = (await callOperation(resumesApi.listResumes)).data;
            const next = rest.find((r) => r.is_default) ?? rest[0];
            if (next) await open(next.id);
          })
        }
      />
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(o) => !o && setPending(null)}
        title="Discard unsaved changes?"
        message="The resume you are editing has changes that are not saved. Switch anyway?"
        confirmLabel="Discard and switch"
        destructive
        onConfirm={() => {
          const id = pending;
          setPending(null);
          if (id) void open(id);
        }}
      />
    </div>
  );
}
