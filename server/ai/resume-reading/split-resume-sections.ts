import 'server-only';
import { resumeHeadings } from '../lexicon/word-lists';

/** A block of resume text under one heading; `key` is canonical ('experience'...), or the heading itself. */
export type ResumeSection = {
  key: string;
  heading: string;
  start: number;
  end: number;
  lines: string[];
};

export type SplitResume = { header: ResumeSection; sections: ResumeSection[] };

// Canonical keys for the headings ATS systems and recruiters expect, with common variants in
// several languages (server/ai/lexicon/words/<language>/resume-headings.json).
const headingKeys = resumeHeadings();

/** The canonical key for a line that is a section heading, or null. */
export function headingKey(line: string): string | null {
  const clean = line
    .replace(/^[\s•#*\-–—|]+|[\s:•\-–—|]+$/g, '')
    .replace(/\s+/g, ' ')
    .toLowerCase();
  if (!clean || clean.length > 45) return null;
  for (const [key, phrases] of headingKeys) if (phrases.has(clean)) return key;
  return null;
}

type MarginHeading = { heading: string; key: string; rest: string };

const capsCell = (cell: string) =>
  /^[A-Z][A-Z&/,' -]*[A-Z&]$/.test(cell) && cell.split(/\s+/).length <= 4;

/**
 * Headings set in a margin column beside their section's first lines ("EDUCATION | First American
 * University …", or on two rows: "RESEARCH" / "EXPERIENCE" beside the section's first two lines):
 * by line index, the heading that starts there and the line without its heading cell. Only a
 * capitals cell that is (with the next row's capitals cell, or alone) a known heading counts; a
 * capitals name in the first cell ("GOOGLE | Software Engineer") is no heading.
 */
function marginHeadings(lines: string[]): Map<number, MarginHeading> {
  const cells = lines.map((l) => l.trim().split(/\s+\|\s+/));
  const first = (i: number) => {
    const c = cells[i];
    return c && c.length >= 2 && capsCell(c[0]!) ? c[0]! : null;
  };
  const rest = (i: number) => cells[i]!.slice(1).join(' | ');
  const found = new Map<number, MarginHeading>();
  for (let i = 0; i < lines.length; i += 1) {
    const cell = first(i);
    if (!cell) continue;
    const next = first(i + 1);
    const joinedKey = next ? headingKey(`${cell} ${next}`) : null;
    if (joinedKey) {
      found.set(i, { heading: `${cell} ${next}`, key: joinedKey, rest: rest(i) });
      found.set(i + 1, { heading: '', key: '', rest: rest(i + 1) });
      i += 1;
      continue;
    }
    const key = headingKey(cell);
    if (key) found.set(i, { heading: cell, key, rest: rest(i) });
  }
  return found;
}

/**
 * Splits resume text at its headings. Lines before the first heading are the header (name,
 * title, contact details). Offsets let a keyword hit be traced to the section it is in.
 */
export function splitResumeSections(
  text: string,
  layoutHeadings?: ReadonlySet<string>,
): SplitResume {
  const header: ResumeSection = { key: 'header', heading: '', start: 0, end: 0, lines: [] };
  const sections: ResumeSection[] = [];
  let current = header;
  let offset = 0;
  const lines = text.split('\n');
  const margin = layoutHeadings ? marginHeadings(lines) : new Map<number, MarginHeading>();
  for (const [i, whole] of lines.entries()) {
    const start = offset;
    offset += whole.length + 1;
    const inMargin = margin.get(i);
    const line = inMargin ? inMargin.rest : whole;
    if (inMargin?.heading) {
      current.end = start;
      current = { key: inMargin.key, heading: inMargin.heading, start, end: start, lines: [] };
      sections.push(current);
    }
    // A line the layout sets as a heading (by size, weight, capitals) opens a section even when its
    // words are not a known heading ("Welcome to RenderCV", "Publications & Talks").
    // A bulleted line of a document read by its layout is a list item ("• IT skills"), never a heading.
    const bulleted = layoutHeadings !== undefined && /^\s*•/.test(line);
    const key = bulleted
      ? null
      : (headingKey(line) ?? (layoutHeadings?.has(line.trim()) ? 'other' : null));
    if (key) {
      current.end = start;
      current = { key, heading: line.trim().replace(/:$/, ''), start, end: start, lines: [] };
      sections.push(current);
      continue;
    }
    if (line.trim()) current.lines.push(line.trim());
  }
  current.end = text.length;
  // A resume with no headings at all: everything after the first few lines is "other".
  if (!sections.length && header.lines.length > 6) {
    const cut = text.split('\n').slice(0, 4).join('\n').length + 1;
    sections.push({
      key: 'other',
      heading: '',
      start: cut,
      end: text.length,
      lines: header.lines.slice(4),
    });
    header.lines = header.lines.slice(0, 4);
    header.end = cut;
  }
  return { header, sections };
}

/** The section an offset falls in ('header' before the first heading). */
export function sectionAt(split: SplitResume, offset: number): string {
  for (const section of split.sections)
    if (offset >= section.start && offset < section.end) return section.key;
  return 'header';
}
