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
    /^((professional |career |executive |personal )?(summary|profile|objective|about( me)?|overview|personal statement|career objective|summary of qualifications)|perfil( profesional)?|resumen( profesional)?|sobre m[ií]|acerca de m[ií]|profil|[àa] propos( de moi)?|über mich|kurzprofil|zusammenfassung|profilo( professionale)?|sobre mim|resumo)$/,
  ],
  [
    'experience',
    /^((work |working |professional |relevant |employment |career |research |teaching |industry |industrial |other |additional |related |previous |other work |other professional |additional work )?(experience|experiences|history|employment( history)?|work history|experience & leadership|positions held|experience (and|&) (participated |selected )?projects)|experiencia( laboral| profesional)?|experiência( profissional)?|exp[ée]riences?( professionnelles?)?|parcours professionnel|berufserfahrung|berufliche erfahrung|berufspraxis|esperienz[ae]( lavorative?| professionali?)?|werkervaring)$/,
  ],
  [
    'education',
    /^(education|educational background|education history|academic background|academic history|academic profile|academics|education( and|&) training|education (and|&) certifications?|qualifications|academic qualifications|formación( académica)?|educación|formação( acadêmica| académica)?|formation|[ée]tudes|ausbildung|akademische ausbildung|studium und ausbildung|istruzione|formazione|opleiding(en)?)$/,
  ],
  [
    'skills',
    /^(((technical|core|key|professional|relevant|hard|soft|personal|digital|computer|it|software|programming|transferable|additional|other|job-related) )?(skills|skill|competencies|strengths|skill set|skills & tools|skills and tools|technologies|tech stack|toolbox|expertise|areas of expertise|skills & interests|skills and interests|skills (?:and|&) awards|skills (?:and|&) abilities|skills summary|technical proficiencies)|habilidades( técnicas)?|competencias|conocimientos|aptitudes|competências|compétences( techniques)?|kenntnisse|fähigkeiten|fachkenntnisse|kompetenzen|competenze|vaardigheden)$/,
  ],
  [
    'projects',
    /^(((personal|selected|key|academic|side|notable|research|relevant|technical|university|open source) )?projects?|open source( contributions)?|proyectos|projetos|projets|projekte|progetti)$/,
  ],
  [
    'certifications',
    /^(certifications?|licenses?( (and|&) certifications?)?|certifications? (and|&) licenses?|certificates?|courses|training|certificaciones|certificados|zertifikate|certificazioni)$/,
  ],
  [
    'awards',
    /^(awards?|honors?( (and|&) (awards?|scholarships?))?|awards? (and|&) (honors?|scholarships?)|scholarships?( (and|&) awards?)?|achievements|accomplishments|premios|distinciones|prix|auszeichnungen|premi)$/,
  ],
  ['publications', /^(publications?|papers|research|publicaciones|publikationen|pubblicazioni)$/],
  [
    'volunteering',
    /^(volunteer(ing)?( experience| work)?|community( involvement| service)?|leadership( experience)?|extracurricular( activit(y|ies))?|((campus|student|university|other) )?activities|voluntariado|bénévolat|ehrenamt)$/,
  ],
  [
    'languages',
    /^(languages?|language skills|idiomas|lenguas|langues|sprachen|sprachkenntnisse|lingue|línguas)$/,
  ],
  [
    'interests',
    /^(interests|hobbies( (and|&) interests)?|intereses|aficiones|centres d'intérêts?|loisirs|hobbys|interessen|interessi)$/,
  ],
  [
    'references',
    /^(references?( available upon request)?|referencias|références|referenzen|referenze)$/,
  ],
  [
    'contact',
    /^(contact|contact information|personal (details|information)|contacto|kontakt|contatti|coordonnées|datos personales|persönliche daten)$/,
  ],
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
