// The resume templates (ids shared by the editor, the preview, the PDF and DOCX exports). All are
// single-column with real text and standard headings, so ATS parsers read them top to bottom.
import { z } from 'zod';

export const resumeTemplates = [
  { id: 'classic', name: 'Classic' },
  { id: 'modern', name: 'Modern' },
  { id: 'compact', name: 'Compact' },
] as const;

export type ResumeTemplateId = (typeof resumeTemplates)[number]['id'];

export const defaultTemplateId: ResumeTemplateId = 'classic';

const ids = resumeTemplates.map((t) => t.id) as [ResumeTemplateId, ...ResumeTemplateId[]];

export const templateIdSchema = z.enum(ids, { error: `template must be one of ${ids.join(', ')}` });

/** A stored template id, or the default when it is unknown (a template removed since). */
export function knownTemplate(id: string | null | undefined): ResumeTemplateId {
  return (ids as string[]).includes(id ?? '') ? (id as ResumeTemplateId) : defaultTemplateId;
}
