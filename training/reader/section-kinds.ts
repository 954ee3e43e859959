// The kind of each section, decided over the whole heading (ADR 285): the heading-kind model was
// trained on five kinds and calls a heading it has never seen ("Editorial boards", "Bourses et
// Financements", "Selected Projects") by its shape — mostly experience or skills — so projects,
// awards, teaching, grants and memberships were read as jobs. Here the rule lexicon of headings
// (server/ai/lexicon/words/<language>/resume-headings.json) and the section words below, in
// seven languages, decide where they speak; a heading with no such word keeps the model's call
// when the model is sure, and otherwise continues the section above it (a project's or a
// publication's title set as a heading is no new section).
import { roleNounPattern } from '@/server/ai/lexicon/word-lists';
import type { LayoutLine } from '@/server/ai/resume-reading/layout-line';
import { headingKey } from '@/server/ai/resume-reading/split-resume-sections';

export type SectionKind = 'experience' | 'education' | 'skills' | 'summary' | 'other';

/**
 * Word beginnings that tell a section's kind, seven languages together. A heading's first word
 * with such a beginning decides ("Skills and Accomplishments" → skills, "Selected awards and
 * honours" → other); `*` marks a part of a compound that may stand anywhere in a word
 * ("Praxiserfahrung").
 */
const sectionWords: Record<SectionKind, string[]> = {
  experience: [
    'experience',
    'expérience',
    'experiência',
    'experiencia',
    'esperienz',
    'ervaring',
    '*erfahrung',
    'employment',
    'emploi',
    'empleo',
    'impieg',
    'emprego',
    'beschäftigung',
    'work',
    'werk',
    'travail',
    'arbeit',
    'trabajo',
    'lavor',
    'trabalho',
    'career',
    'carrière',
    'karriere',
    'carrera',
    'carriera',
    'carreira',
    'loopbaan',
    'laufbahn',
    'werdegang',
    'parcours',
    'trayectoria',
    'trajetória',
    'percorso',
    'percurso',
    'position',
    'poste',
    'appointment',
    'profession',
    'beruf',
    'history',
    'histórico',
  ],
  education: [
    'education',
    'éducation',
    'educación',
    'educação',
    'istruzione',
    'opleiding',
    'formation',
    'formación',
    'formação',
    'formazione',
    '*ausbildung',
    '*bildung',
    'studies',
    'study',
    'studium',
    'studie',
    'studi',
    'études',
    'etudes',
    'estudios',
    'estudos',
    'cursus',
    'qualification',
    'degree',
    'diplom',
    'escolaridade',
    'schul',
    'academic background',
  ],
  skills: [
    'skill',
    'compétence',
    'competenc',
    'competênc',
    'competenz',
    'competentie',
    'kompetenz',
    '*kenntnis',
    'fähigkeit',
    'habilidad',
    'capacità',
    'vaardighed',
    'kennis',
    'fachwissen',
    'savoir-faire',
    'tool',
    'outil',
    'herramienta',
    'technolog',
    'programming',
    'expertise',
    'aptitud',
  ],
  summary: [
    'summary',
    'profile',
    'profil',
    'perfil',
    'profilo',
    'profiel',
    'about',
    'objective',
    'overview',
    'zusammenfassung',
    'samenvatting',
    'sommario',
    'resumen',
    'resumo',
  ],
  other: [
    'project',
    'projet',
    'projekt',
    'proyecto',
    'progett',
    'projeto',
    'award',
    'honor',
    'honour',
    'prize',
    'prix',
    'preis',
    'premi',
    'auszeichnung',
    'distinc',
    'onderscheiding',
    'scholarship',
    'bourse',
    'stipend',
    'beca',
    'borsa',
    'bolsa',
    'beurs',
    'grant',
    'funding',
    'financement',
    'förder',
    'financiación',
    'finanziament',
    'financiamento',
    'publication',
    'publikation',
    'publicac',
    'publicaç',
    'pubblicaz',
    'publicatie',
    'paper',
    'article',
    'artikel',
    'artículo',
    'articol',
    'artigo',
    'book',
    'livre',
    'buch',
    'libro',
    'livro',
    'talk',
    'presentation',
    'présentation',
    'presentaci',
    'presentazion',
    'apresenta',
    'vortr',
    'conference',
    'conférence',
    'konferenz',
    'congres',
    'congrès',
    'proceedings',
    'actes',
    'teaching',
    'enseignement',
    'lehre',
    'docencia',
    'insegnament',
    'ensino',
    'onderwijs',
    'course',
    'cours',
    'supervision',
    'encadrement',
    'betreuung',
    'mentor',
    'editor',
    'éditor',
    'review',
    'referee',
    'gutacht',
    'member',
    'membre',
    'mitglied',
    'miembro',
    'membro',
    'lidmaatschap',
    'affiliation',
    'service',
    'volunt',
    'bénévol',
    'ehrenamt',
    'volontar',
    'vrijwillig',
    'activit',
    'aktivit',
    'actividad',
    'atividade',
    'attività',
    'activiteit',
    'extracurricular',
    'extra curricular',
    'interest',
    'intérêt',
    'interess',
    'interes',
    'hobb',
    'loisir',
    'aficion',
    'language',
    'langue',
    '*sprach',
    'idioma',
    'lingu',
    'talen',
    'certific',
    'zertifi',
    'certif',
    'licen',
    'workshop',
    'tutorial',
    'seminar',
    'package',
    'paquet',
    'paket',
    'blog',
    'thesis',
    'thèse',
    'tesi',
    'reference',
    'référence',
    'referenz',
    'referencia',
    'referenz',
    'referentie',
    'contact',
    'kontakt',
    'invited',
    'outreach',
    'leadership',
    'achievement',
    'accomplishment',
    'patent',
    'organisation',
    'organization',
    'other',
    'autre',
    'sonstig',
    'otro',
    'altr',
    'outro',
    'overig',
  ],
};

const byKey: Record<string, SectionKind> = {
  experience: 'experience',
  education: 'education',
  skills: 'skills',
  summary: 'summary',
};

const cues = Object.entries(sectionWords).flatMap(([kind, stems]) =>
  stems.map((s) => ({
    kind: kind as SectionKind,
    stem: s.replace(/^\*/, ''),
    inside: s[0] === '*',
  })),
);

/**
 * The kind a heading's words tell, or null: the rule lexicon's key for the whole heading first
 * (a key beside the four is a section that holds no jobs: projects, awards, publications, …),
 * else the kind of its first word with a section word's beginning (the longest one there).
 */
export function headingWordsKind(text: string): SectionKind | null {
  const key = headingKey(text);
  if (key) return byKey[key] ?? 'other';
  const clean = text.toLowerCase().replace(/[^\p{L}\s-]/gu, ' ');
  const words = clean.split(/\s+/).filter(Boolean);
  let found: { kind: SectionKind; at: number; length: number } | null = null;
  for (const { kind, stem, inside } of cues) {
    const at = words.findIndex((w, i) =>
      stem.includes(' ')
        ? words.slice(i).join(' ').startsWith(stem)
        : inside
          ? w.includes(stem)
          : w.startsWith(stem),
    );
    // The first word decides; on one word the longer beginning ("workshops": workshop, not work).
    if (at >= 0 && (!found || at < found.at || (at === found.at && stem.length > found.length)))
      found = { kind, at, length: stem.length };
  }
  return found?.kind ?? null;
}

/** How sure the heading-kind model must be to open a section whose heading has no section word. */
export const sureKind = 0.8;

/** Below this confidence of its own label a line that is a lexicon heading is read as a heading. */
export const sureLine = 0.9;

const capsWord = /^[\p{Lu}][\p{Lu}&/'’-]+$/u;

/**
 * A heading set in a margin column beside its section's first line, which the line labeller took
 * for part of that line ("EMPLOYMENT | Donders Centre …", "EDITORIAL ROLES The Journal of …"):
 * the line's first cell, or the run of capitals words opening it (at most four), when its words
 * tell a section kind and it names no role ("PROJECT MANAGER | Acme" is a job). Returns the line
 * with the heading as its own first cell, or null.
 */
export function marginHeading(line: LayoutLine): LayoutLine | null {
  const [first = '', ...rest] = line.cells;
  const words = first.trim().split(/\s+/);
  let run = 0;
  while (run < Math.min(4, words.length) && capsWord.test(words[run]!) && words[run]!.length >= 2)
    run += 1;
  const heading = rest.length && run === words.length ? first : words.slice(0, run).join(' ');
  if (!run || (run === words.length && !rest.length) || roleNounPattern.test(heading)) return null;
  if (!headingWordsKind(heading)) return null;
  const after = words.slice(run).join(' ');
  return { ...line, cells: [heading, ...(after ? [after] : []), ...rest] };
}

/**
 * The section of every line: each heading label's kind is its words' kind when they tell one, the
 * model's kind when the model is sure, else the kind of the section above it; a margin heading
 * inside a line (marginHeading) becomes that line's heading. Returns the lines (margin headings
 * split off into their own first cell) and their labels, `heading_<kind>` for headings.
 */
export function readSections(
  lines: LayoutLine[],
  labels: { label: string; confidence: number }[],
): { lines: LayoutLine[]; labels: string[] } {
  let current: SectionKind | null = null;
  const outLines = [...lines];
  const outLabels = labels.map(({ label: given, confidence }, i) => {
    let label = given;
    const c = lines[i]!.cells;
    // A line that is a heading of the rule lexicon word for word, which the labeller was unsure of.
    if (
      !label.startsWith('heading_') &&
      confidence < sureLine &&
      c.length === 1 &&
      headingKey(c[0]!)
    )
      label = 'heading_other';
    if (!label.startsWith('heading_')) {
      // A skills line opening with a capitals group name ("PROGRAMMING | Python, Go") stays one.
      const margin = label === 'skill' || label === 'bullet' ? null : marginHeading(lines[i]!);
      if (!margin) return label;
      outLines[i] = margin;
      current = headingWordsKind(margin.cells[0]!)!;
      return `heading_${current}`;
    }
    const own = headingWordsKind(c.join(' ')) ?? (c.length > 1 ? headingWordsKind(c[0]!) : null);
    const model = label.slice('heading_'.length) as SectionKind;
    const kind = own ?? (confidence >= sureKind || !current ? model : current);
    current = kind;
    return `heading_${kind}`;
  });
  return { lines: outLines, labels: outLabels };
}
