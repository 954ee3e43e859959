import 'server-only';
import type { Resume, ResumeEntry } from '@/lib/resume/resume-schema';

const titles: Record<string, string> = {
  summary: 'Summary',
  experience: 'Experience',
  projects: 'Projects',
  education: 'Education',
  skills: 'Skills',
};

function entryLines(entry: ResumeEntry): string[] {
  const dates = [entry.startDate, entry.endDate].filter(Boolean).join(' – ');
  const head = [
    entry.role || entry.title || entry.name || entry.degree,
    entry.company || entry.institution,
    entry.location,
    dates,
  ]
    .filter(Boolean)
    .join(' | ');
  const lines = head ? [head] : [];
  if (entry.degree && (entry.role || entry.title || entry.name)) lines.push(entry.degree);
  if (entry.techStack?.length) lines.push(`Tech: ${entry.techStack.join(', ')}`);
  if (entry.description) lines.push(entry.description);
  for (const a of entry.achievements ?? []) if (a.trim()) lines.push(`• ${a.trim()}`);
  return lines;
}

/** Renders a structured resume back to plain text with standard headings, for re-analysis. */
export function resumeJsonToText(resume: Resume): string {
  const h = resume.header;
  const lines = [
    h.fullName,
    h.title,
    [h.email, h.phone, h.location].filter(Boolean).join(' | '),
    [h.linkedin, h.github, h.portfolio].filter(Boolean).join(' | '),
  ].filter(Boolean);
  const known = Object.keys(resume).filter((k) => k !== 'header' && k !== 'order');
  const order = [
    ...(resume.order ?? []).filter((k) => known.includes(k)),
    ...known.filter((k) => !(resume.order ?? []).includes(k)),
  ];
  for (const key of order) {
    const value = resume[key];
    if (value === undefined || value === null) continue;
    const title = titles[key] ?? key.replace(/[_-]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
    const body: string[] = [];
    if (typeof value === 'string') body.push(value.trim());
    else if (Array.isArray(value))
      for (const entry of value as ResumeEntry[]) body.push(...entryLines(entry), '');
    else if (typeof value === 'object') {
      for (const [category, skills] of Object.entries(value as Record<string, string[]>))
        if (skills.length) body.push(`${category}: ${skills.join(', ')}`);
    }
    const text = body.join('\n').trim();
    if (text) lines.push('', title, text);
  }
  return lines.join('\n');
}
