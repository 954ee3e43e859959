import 'server-only';

/** A block of resume text under one heading; `key` is canonical ('experience'...), or the heading itself. */
export type ResumeSection = {
  key: string;
  heading: string;
  start: number;
  end: number;
  lines: string[];
};

export type SplitResume = { header: ResumeSection; sections: ResumeSection[] };

// Canonical keys for the headings ATS systems and recruiters expect, with common variants.
const headingKeys: [key: string, pattern: RegExp][] = [
  [
    'summary',
    /^(professional |career |executive )?(summary|profile|objective|about( me)?|overview|personal statement|career objective|summary of qualifications)$/,
  ],
  [
    'experience',
    /^(work |working |professional |relevant |employment |career )?(experience|history|employment( history)?|work history|experience & leadership|positions held|experience (and|&) (participated |selected )?projects)$/,
  ],
  [
    'education',
    /^(education|academic background|academics|education( and|&) training|qualifications|academic qualifications|formación académica|educación)$/,
  ],
  [
    'skills',
    /^((technical|core|key|professional|relevant|hard|soft) )?(skills|skill|competencies|skill set|skills & tools|skills and tools|technologies|tech stack|toolbox|expertise|areas of expertise|skills & interests|skills and interests|skills (?:and|&) awards|technical proficiencies)$/,
  ],
  ['projects', /^((personal|selected|key|academic|side|notable) )?projects?$/],
  [
    'certifications',
    /^(certifications?|licenses?( (and|&) certifications?)?|certifications? (and|&) licenses?|certificates?|courses|training)$/,
  ],
  [
    'awards',
    /^(awards?|honors?( (and|&) awards?)?|awards? (and|&) honors?|achievements|accomplishments)$/,
  ],
  ['publications', /^(publications?|papers|research)$/],
  [
    'volunteering',
    /^(volunteer(ing)?( experience| work)?|community( involvement| service)?|leadership( experience)?|extracurricular( activit(y|ies))?|activities)$/,
  ],
  ['languages', /^(languages?|idiomas)$/],
  ['interests', /^(interests|hobbies( (and|&) interests)?)$/],
  ['references', /^references?( available upon request)?$/],
  ['contact', /^(contact|contact information|personal (details|information))$/],
];

/** The canonical key for a line that is a section heading, or null. */
export function headingKey(line: string): string | null {
  const clean = line
    .replace(/^[\s•#*\-–—|]+|[\s:•\-–—|]+$/g, '')
    .replace(/\s+/g, ' ')
    .toLowerCase();
  if (!clean || clean.length > 45) return null;
  for (const [key, pattern] of headingKeys) if (pattern.test(clean)) return key;
  return null;
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
  for (const line of text.split('\n')) {
    const start = offset;
    offset += line.length + 1;
    // A line the layout sets as a heading (by size, weight, capitals) opens a section even when its
    // words are not a known heading ("Welcome to RenderCV", "Publications & Talks").
    const key = headingKey(line) ?? (layoutHeadings?.has(line.trim()) ? 'other' : null);
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
