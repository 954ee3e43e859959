'use client';

import { Check, Pencil, Plus, Trash2, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { ResumeSkills } from '@/lib/resume/resume-schema';
import { EditorSection } from './editor-section';
import { IconButton } from './icon-button';
import { addCategory, removeCategory, renameCategory, unusedSuggestions } from './skill-categories';

const splitSkills = (text: string) =>
  text
    .split(/[,\n]/)
    .map((s) => s.trim())
    .filter(Boolean);

function SkillList({
  name,
  skills,
  onChange,
}: {
  name: string;
  skills: string[];
  onChange: (skills: string[]) => void;
}) {
  // The typed text is kept as is (trailing comma included) and parsed into the list on each change.
  const [draft, setDraft] = useState(skills.join(', '));
  return (
    <Textarea
      aria-label={`${name} skills`}
      rows={2}
      className="min-h-10 field-sizing-content"
      placeholder="Comma-separated, e.g. TypeScript, SQL"
      value={draft}
      onChange={(e) => {
        setDraft(e.target.value);
        onChange(splitSkills(e.target.value));
      }}
    />
  );
}

function CategoryEditor({
  name,
  skills,
  all,
  onRename,
  onSkills,
  onRemove,
}: {
  name: string;
  skills: string[];
  all: ResumeSkills;
  onRename: (to: string) => void;
  onSkills: (skills: string[]) => void;
  onRemove: () => void;
}) {
  const [renaming, setRenaming] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const result = renameCategory(all, name, renaming ?? '');
    if (result.ok) {
      onRename((renaming ?? '').trim());
      setRenaming(null);
      setError(null);
    } else if (result.error) setError(result.error);
    else {
      setRenaming(null);
      setError(null);
    }
  };
  return (
    <div
      role="group"
      aria-label={`Skill category ${name}`}
      className="flex flex-col gap-2 rounded-lg border bg-background/40 p-3"
    >
      {renaming === null ? (
        <div className="flex items-center justify-between gap-2">
          <span className="text-sm font-semibold">{name}</span>
          <div className="flex items-center">
            <IconButton label={`Rename ${name}`} onClick={() => setRenaming(name)}>
              <Pencil />
            </IconButton>
            <IconButton label={`Remove ${name}`} onClick={onRemove} className="hover:text-danger">
              <Trash2 />
            </IconButton>
          </div>
        </div>
      ) : (
        <form
          className="flex flex-col gap-1"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <div className="flex items-center gap-1">
            <Input
              autoFocus
              aria-label={`New name for ${name}`}
              aria-invalid={error ? true : undefined}
              maxLength={100}
              value={renaming}
              onChange={(e) => {
                setRenaming(e.target.value);
                setError(null);
              }}
              onKeyDown={(e) => {
                if (e.key === 'Escape') {
                  setRenaming(null);
                  setError(null);
                }
              }}
            />
            <IconButton label="Save name" type="submit">
              <Check />
            </IconButton>
            <IconButton
              label="Cancel rename"
              onClick={() => {
                setRenaming(null);
                setError(null);
              }}
            >
              <X />
            </IconButton>
          </div>
          {error && (
            <p role="alert" className="text-sm text-danger">
              {error}
            </p>
          )}
        </form>
      )}
      <SkillList name={name} skills={skills} onChange={onSkills} />
    </div>
  );
}

/** Skills as named categories: add (suggested names or your own), rename rules (not empty, not unchanged, not a duplicate), remove (confirmed). */
export function SkillsEditor({
  skills,
  onChange,
  actions,
}: {
  skills: ResumeSkills;
  onChange: (skills: ResumeSkills) => void;
  actions?: ReactNode;
}) {
  const [newName, setNewName] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const add = (name: string) => {
    const result = addCategory(skills, name);
    if (result.ok) {
      onChange(result.skills);
      setNewName('');
      setAddError(null);
    } else setAddError(result.error);
  };
  const suggestions = unusedSuggestions(skills);
  return (
    <EditorSection title="Skills" actions={actions}>
      {Object.keys(skills).length === 0 && (
        <p className="text-sm text-muted-foreground">No skill categories yet.</p>
      )}
      {Object.entries(skills).map(([name, list]) => (
        <CategoryEditor
          key={name}
          name={name}
          skills={list}
          all={skills}
          onRename={(to) => {
            const result = renameCategory(skills, name, to);
            if (result.ok) onChange(result.skills);
          }}
          onSkills={(next) => onChange({ ...skills, [name]: next })}
          onRemove={() => setRemoving(name)}
        />
      ))}
      <form
        className="flex flex-col gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          add(newName);
        }}
      >
        <div className="flex items-center gap-2">
          <Input
            aria-label="New category name"
            placeholder="New category name"
            maxLength={100}
            value={newName}
            aria-invalid={addError ? true : undefined}
            onChange={(e) => {
              setNewName(e.target.value);
              setAddError(null);
            }}
          />
          <Button type="submit" variant="outline" size="sm">
            <Plus aria-hidden />
            Add category
          </Button>
        </div>
        {addError && (
          <p role="alert" className="text-sm text-danger">
            {addError}
          </p>
        )}
        {suggestions.length > 0 && (
          <div className="flex flex-wrap items-center gap-1.5">
            <span className="text-xs text-muted-foreground">Suggested:</span>
            {suggestions.map((s) => (
              <Button
                key={s}
                variant="secondary"
                size="sm"
                className="h-7 px-2.5 text-xs"
                onClick={() => add(s)}
                aria-label={`Add category ${s}`}
              >
                <Plus aria-hidden />
                {s}
              </Button>
            ))}
          </div>
        )}
      </form>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove this category?"
        message={`The skill category "${removing ?? ''}" and its skills will be removed from your resume.`}
        confirmLabel="Remove"
        destructive
        onConfirm={() => {
          if (removing !== null) onChange(removeCategory(skills, removing));
          setRemoving(null);
        }}
      />
    </EditorSection>
  );
}
