'use client';

import { ArrowDown, ArrowUp, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { allSectionKeys } from '@/components/resume/template/section-order';
import { sectionTitle } from '@/components/resume/template/section-title';
import type { Resume } from '@/lib/resume/resume-schema';
import { EditorSection } from './editor-section';
import { IconButton } from './icon-button';
import { moveSection } from './resume-edits';

const sectionKey = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ''))
    .slice(0, 60);

/** The order sections print in, plus adding a text or list section of your own. */
export function SectionOrderEditor({
  resume,
  onChange,
}: {
  resume: Resume;
  onChange: (resume: Resume) => void;
}) {
  const keys = allSectionKeys(resume);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = (kind: 'text' | 'list') => {
    const key = sectionKey(name);
    if (!key) return setError('Enter a section name.');
    if (key === 'header' || key === 'order' || key in resume)
      return setError('A section with that name already exists.');
    onChange({ ...resume, [key]: kind === 'text' ? '' : [], order: [...keys, key] } as Resume);
    setName('');
    setError(null);
  };
  return (
    <EditorSection title="Section order">
      <ol className="flex flex-col gap-1">
        {keys.map((key, i) => (
          <li
            key={key}
            className="flex items-center justify-between rounded-md border bg-background/40 px-3 py-1"
          >
            <span className="text-sm">{sectionTitle(key)}</span>
            <span className="flex">
              <IconButton
                label={`Move ${sectionTitle(key)} section up`}
                disabled={i === 0}
                onClick={() => onChange(moveSection(resume, key, -1))}
              >
                <ArrowUp />
              </IconButton>
              <IconButton
                label={`Move ${sectionTitle(key)} section down`}
                disabled={i === keys.length - 1}
                onClick={() => onChange(moveSection(resume, key, 1))}
              >
                <ArrowDown />
              </IconButton>
            </span>
          </li>
        ))}
      </ol>
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Input
            aria-label="New section name"
            placeholder="New section, e.g. Certifications"
            className="min-w-40 flex-1"
            maxLength={60}
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setError(null);
            }}
          />
          <Button variant="outline" size="sm" onClick={() => add('text')}>
            <Plus aria-hidden />
            Text section
          </Button>
          <Button variant="outline" size="sm" onClick={() => add('list')}>
            <Plus aria-hidden />
            List section
          </Button>
        </div>
        {error && (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        )}
      </div>
    </EditorSection>
  );
}
