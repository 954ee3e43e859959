'use client';

import { Select } from '@/components/ui/select';
import { resumeTemplates, templateIdSchema, type ResumeTemplateId } from '@/lib/resume/templates';

/** Chooses the resume's template; the live preview and both exports follow it. */
export function TemplatePicker({
  value,
  onChange,
}: {
  value: ResumeTemplateId;
  onChange: (template: ResumeTemplateId) => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="resume-template" className="text-sm font-medium">
        Template
      </label>
      <Select
        id="resume-template"
        value={value}
        className="h-9 w-36"
        onChange={(e) => onChange(templateIdSchema.parse(e.target.value))}
      >
        {resumeTemplates.map((t) => (
          <option key={t.id} value={t.id}>
            {t.name}
          </option>
        ))}
      </Select>
    </div>
  );
}
