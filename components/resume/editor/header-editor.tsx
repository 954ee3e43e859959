'use client';

import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { ResumeHeader } from '@/lib/resume/resume-schema';
import { EditorSection } from './editor-section';

const fields: { key: keyof ResumeHeader; label: string; type?: string }[] = [
  { key: 'fullName', label: 'Full name' },
  { key: 'title', label: 'Title' },
  { key: 'email', label: 'Email', type: 'email' },
  { key: 'phone', label: 'Phone', type: 'tel' },
  { key: 'location', label: 'Location' },
  { key: 'linkedin', label: 'LinkedIn' },
  { key: 'github', label: 'GitHub' },
  { key: 'portfolio', label: 'Portfolio' },
];

/** The header fields of spec §3: fullName, title, email, phone, location, linkedin, github, portfolio. */
export function HeaderEditor({ header, onChange }: { header: ResumeHeader; onChange: (header: ResumeHeader) => void }) {
  return (
    <EditorSection title="Header">
      <div className="grid grid-cols-1 gap-3 xl:grid-cols-2">
        {fields.map(({ key, label, type }) => (
          <Field key={key} label={label}>
            <Input type={type ?? 'text'} value={header[key]} maxLength={key === 'email' ? 320 : 200} onChange={(e) => onChange({ ...header, [key]: e.target.value })} />
          </Field>
        ))}
      </div>
    </EditorSection>
  );
}
