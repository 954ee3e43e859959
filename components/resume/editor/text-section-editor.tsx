'use client';

import { Textarea } from '@/components/ui/textarea';
import { EditorSection } from './editor-section';
import type { ReactNode } from 'react';

/** A text section (summary, certifications, any custom text). */
export function TextSectionEditor({
  title,
  value,
  onChange,
  actions,
}: {
  title: string;
  value: string;
  onChange: (value: string) => void;
  actions?: ReactNode;
}) {
  return (
    <EditorSection title={title} actions={actions}>
      <Textarea
        aria-label={title}
        rows={5}
        maxLength={10_000}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </EditorSection>
  );
}
