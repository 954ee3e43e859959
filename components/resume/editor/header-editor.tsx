'use client';

import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { ResumeHeader } from '@/lib/resume/resume-schema';
import { EditorSection } from './editor-section';
import { reviewFieldClass, reviewHint } from './review-import';

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

/** The resume header fields: fullName, title, email, phone, location, linkedin, github, portfolio. */
export function HeaderEditor({
  header,
  onChange,
  review = [],
  onReviewed,
}: {
  header: ResumeHeader;
  onChange: (header: ResumeHeader) => void;
  /** Header fields the import was unsure of ("fullName"…): highlighted until edited. */
  review?: string[];
  onReviewed?: (key: string) => void;
}) {
  return (
    <EditorSection title="Header">
      <div className="grid grid-cols-1 gap-3 xl:grid-cols-2">
        {fields.map(({ key, label, type }) => {
          const unsure = review.includes(key);
          return (
            <Field
              key={key}
              label={label}
              className={unsure ? reviewFieldClass : undefined}
              hint={unsure ? reviewHint : undefined}
            >
              <Input
                type={type ?? 'text'}
                value={header[key]}
                maxLength={key === 'email' ? 320 : 200}
                data-review={unsure ? 'true' : undefined}
                onChange={(e) => {
                  onChange({ ...header, [key]: e.target.value });
                  if (unsure) onReviewed?.(key);
                }}
              />
            </Field>
          );
        })}
      </div>
    </EditorSection>
  );
}
