'use client';

import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { ResumeEntry } from '@/lib/resume/resume-schema';
import { EditorSection } from './editor-section';
import { IconButton } from './icon-button';
import { blankEntry, move, replaceAt, without } from './resume-edits';
import { reviewFieldClass, reviewHint } from './review-import';
import { StringListEditor } from './string-list-editor';

type TextKey =
  | 'role'
  | 'company'
  | 'location'
  | 'startDate'
  | 'endDate'
  | 'name'
  | 'institution'
  | 'degree'
  | 'title'
  | 'description';

const labels: Record<TextKey, string> = {
  role: 'Role',
  company: 'Company',
  name: 'Project name',
  title: 'Title',
  degree: 'Degree',
  institution: 'Institution',
  location: 'Location',
  startDate: 'Start date',
  endDate: 'End date',
  description: 'Description',
};

const fieldsBySection: Record<string, TextKey[]> = {
  experience: ['role', 'company', 'location', 'startDate', 'endDate'],
  projects: ['name', 'title', 'startDate', 'endDate', 'description'],
  education: ['degree', 'institution', 'location', 'startDate', 'endDate', 'description'],
};
const allTextKeys = Object.keys(labels) as TextKey[];

/** The fields an entry shows: its section's usual ones plus any other field it already has. */
function textKeys(section: string, entry: ResumeEntry): TextKey[] {
  const base = fieldsBySection[section] ?? ['title', 'description'];
  return allTextKeys.filter((k) => base.includes(k) || Boolean(entry[k]?.trim()));
}

function EntryEditor({
  section,
  title,
  index,
  count,
  entry,
  onChange,
  onMove,
  onRemove,
  review,
  onReviewed,
}: {
  section: string;
  title: string;
  index: number;
  count: number;
  entry: ResumeEntry;
  review: string[];
  onReviewed: (key: string) => void;
  onChange: (entry: ResumeEntry) => void;
  onMove: (by: number) => void;
  onRemove: () => void;
}) {
  const name = `${title} entry ${index + 1}`;
  const showAchievements =
    section === 'experience' || section === 'projects' || (entry.achievements?.length ?? 0) > 0;
  const showTech = section === 'projects' || (entry.techStack?.length ?? 0) > 0;
  return (
    <div
      role="group"
      aria-label={name}
      className="flex flex-col gap-3 rounded-lg border bg-background/40 p-3"
    >
      <div className="flex items-center justify-between">
        <span className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
          Entry {index + 1}
        </span>
        <div className="flex items-center">
          <IconButton label={`Move ${name} up`} disabled={index === 0} onClick={() => onMove(-1)}>
            <ArrowUp />
          </IconButton>
          <IconButton
            label={`Move ${name} down`}
            disabled={index === count - 1}
            onClick={() => onMove(1)}
          >
            <ArrowDown />
          </IconButton>
          <IconButton label={`Remove ${name}`} onClick={onRemove} className="hover:text-danger">
            <Trash2 />
          </IconButton>
        </div>
      </div>
      <div className="grid grid-cols-1 gap-3 xl:grid-cols-2">
        {textKeys(section, entry).map((key) => {
          const unsure = review.includes(key);
          const edit = (value: string) => {
            onChange({ ...entry, [key]: value });
            if (unsure) onReviewed(key);
          };
          return key === 'description' ? (
            <Field
              key={key}
              label={labels[key]}
              className={unsure ? `xl:col-span-2 ${reviewFieldClass}` : 'xl:col-span-2'}
              hint={unsure ? reviewHint : undefined}
            >
              <Textarea
                rows={3}
                maxLength={5000}
                value={entry[key] ?? ''}
                data-review={unsure ? 'true' : undefined}
                onChange={(e) => edit(e.target.value)}
              />
            </Field>
          ) : (
            <Field
              key={key}
              label={labels[key]}
              className={unsure ? reviewFieldClass : undefined}
              hint={unsure ? reviewHint : undefined}
            >
              <Input
                maxLength={key.endsWith('Date') ? 60 : 200}
                value={entry[key] ?? ''}
                data-review={unsure ? 'true' : undefined}
                onChange={(e) => edit(e.target.value)}
              />
            </Field>
          );
        })}
      </div>
      {showAchievements && (
        <StringListEditor
          label="Achievements"
          itemLabel="Achievement"
          addLabel="Add achievement"
          multiline
          items={entry.achievements ?? []}
          onChange={(achievements) => onChange({ ...entry, achievements })}
        />
      )}
      {showTech && (
        <StringListEditor
          label="Tech stack"
          itemLabel="Technology"
          addLabel="Add technology"
          items={entry.techStack ?? []}
          onChange={(techStack) => onChange({ ...entry, techStack })}
        />
      )}
    </div>
  );
}

/** A list section (experience, projects, education or custom): add, remove (confirmed), reorder, edit entries. */
export function ListSectionEditor({
  section,
  title,
  entries,
  onChange,
  actions,
  review = [],
  onReviewed,
}: {
  section: string;
  title: string;
  entries: ResumeEntry[];
  onChange: (entries: ResumeEntry[]) => void;
  actions?: ReactNode;
  /** Entry fields the import was unsure of, as "index.field" ("0.role"): highlighted until edited. */
  review?: string[];
  /** A field was edited ("0.role"), or entries moved or were removed (null: the marks no longer fit). */
  onReviewed?: (path: string | null) => void;
}) {
  const [removing, setRemoving] = useState<number | null>(null);
  return (
    <EditorSection title={title} actions={actions}>
      {entries.length === 0 && <p className="text-sm text-muted-foreground">No entries yet.</p>}
      {entries.map((entry, i) => (
        <EntryEditor
          key={i}
          section={section}
          title={title}
          index={i}
          count={entries.length}
          entry={entry}
          review={review.filter((p) => p.startsWith(`${i}.`)).map((p) => p.slice(`${i}.`.length))}
          onReviewed={(key) => onReviewed?.(`${i}.${key}`)}
          onChange={(next) => onChange(replaceAt(entries, i, next))}
          onMove={(by) => {
            onChange(move(entries, i, by));
            if (review.length) onReviewed?.(null);
          }}
          onRemove={() => setRemoving(i)}
        />
      ))}
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        onClick={() => onChange([...entries, blankEntry(section)])}
      >
        <Plus aria-hidden />
        Add {title.toLowerCase()} entry
      </Button>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove this entry?"
        message={`Entry ${(removing ?? 0) + 1} of ${title} will be removed from your resume.`}
        confirmLabel="Remove"
        destructive
        onConfirm={() => {
          if (removing !== null) onChange(without(entries, removing));
          if (removing !== null && review.length) onReviewed?.(null);
          setRemoving(null);
        }}
      />
    </EditorSection>
  );
}
