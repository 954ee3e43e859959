import 'server-only';
import type { Resume, ResumeEntry } from '@/lib/resume/resume-schema';
import type { ResumeLine } from '@/lib/tailoring/grounding';
import { splitSentences } from './split-sentences';

/** The head line of an entry as a reader sees it: role/title/name/degree, company/institution, dates. */
export function entryHeadText(entry: ResumeEntry): string {
  const dates = [entry.startDate, entry.endDate].filter(Boolean).join(' – ');
  return [
    entry.role || entry.title || entry.name || entry.degree,
    entry.company || entry.institution,
    entry.location,
    dates,
  ]
    .filter(Boolean)
    .join(' | ');
}

function entryLines(section: string, entry: ResumeEntry, index: number): ResumeLine[] {
  const at = (field: string, text: string, bullet: number | null = null): ResumeLine => ({
    section,
    entry: index,
    bullet,
    field,
    text,
  });
  const lines: ResumeLine[] = [];
  const head = entryHeadText(entry);
  if (head) lines.push(at('head', head));
  if (entry.degree && (entry.role || entry.title || entry.name))
    lines.push(at('degree', entry.degree));
  if (entry.techStack?.length) lines.push(at('techStack', entry.techStack.join(', ')));
  if (entry.description?.trim()) lines.push(at('description', entry.description.trim()));
  (entry.achievements ?? []).forEach((a, j) => {
    if (a.trim()) lines.push(at('achievement', a.trim(), j));
  });
  return lines;
}

/**
 * Every line of the structured resume a cover-letter claim can point to, each with its place
 * (section, entry index, bullet index, field) so the editor can show the source on hover.
 */
export function listResumeLines(resume: Resume): ResumeLine[] {
  const lines: ResumeLine[] = [];
  if (resume.header.title.trim())
    lines.push({
      section: 'header',
      entry: null,
      bullet: null,
      field: 'title',
      text: resume.header.title.trim(),
    });
  for (const [key, value] of Object.entries(resume)) {
    if (key === 'header' || key === 'order' || value === undefined || value === null) continue;
    if (typeof value === 'string') {
      splitSentences(value).forEach((s, i) =>
        lines.push({
          section: key,
          entry: null,
          bullet: i,
          field: key === 'summary' ? 'summary' : 'text',
          text: s.text,
        }),
      );
    } else if (Array.isArray(value)) {
      (value as ResumeEntry[]).forEach((entry, i) => lines.push(...entryLines(key, entry, i)));
    } else if (typeof value === 'object') {
      for (const [category, skills] of Object.entries(value as Record<string, string[]>)) {
        if (skills.length)
          lines.push({
            section: key,
            entry: null,
            bullet: null,
            field: category,
            text: `${category}: ${skills.join(', ')}`,
          });
      }
    }
  }
  return lines;
}
