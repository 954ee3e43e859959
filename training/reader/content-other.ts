// "Other" sections that look like experience: projects, awards, teaching, talks, scholarships —
// dated lines with titles and organisations under a heading that is not a job's. Real CVs have
// many; a reader that has only seen languages and hobbies there files them as jobs.
import { companies, universities, type Lang } from './content-words';
import type { Rng } from './random';

export const otherHeadings: Record<Lang, string[]> = {
  en: [
    'Projects',
    'Selected Projects',
    'Honours & Awards',
    'Awards and Scholarships',
    'Teaching',
    'Teaching Experience',
    'Talks',
    'Memberships',
    'Hackathons',
    'Volunteering & Mentoring',
    'Leadership',
    'Grants',
    'Open Source',
  ],
  de: ['Projekte', 'Auszeichnungen', 'Lehre', 'Stipendien', 'Vorträge'],
  fr: ['Projets', 'Distinctions', 'Enseignement', 'Bourses', 'Conférences'],
  es: ['Proyectos', 'Premios', 'Docencia', 'Becas', 'Charlas'],
  it: ['Progetti', 'Premi', 'Didattica', 'Borse di studio'],
  pt: ['Projetos', 'Prêmios', 'Docência', 'Bolsas'],
  nl: ['Projecten', 'Prijzen', 'Onderwijs', 'Beurzen'],
};

const awards = [
  'Best Paper Award',
  'Outstanding Reviewer',
  "Dean's List",
  'PhD Scholarship',
  'Travel Grant',
  'Merit Scholarship',
  'Hackathon Winner',
  'Early Career Award',
];
const courses = [
  'Machine Learning (CS229)',
  'Introduction to Programming',
  'Statistical Mechanics',
  'Databases',
  'Linear Algebra',
  'Physics I',
];
const projects = [
  'open-source geophysics toolkit',
  'a static site generator',
  'a budgeting app for students',
  'an R package for survival models',
  'a Rust web crawler',
  'a browser extension for reading lists',
];
const terms = ['Fall', 'Spring', 'Summer', 'Winter'];

/** One line of such a section: an award with its year, a course taught, a project, a grant. */
export function otherItem(rng: Rng): string {
  const year = rng.int(2008, 2024);
  const org = rng.chance(0.5) ? rng.pick(universities) : rng.pick(companies);
  const name = rng.pick(['Atlas', 'Nimbus', 'Quill', 'Fathom', 'Kestrel', 'Lumen']);
  return rng.pick([
    () => `${rng.pick(awards)}, ${org} ${year}`,
    () => `${year} | ${rng.pick(awards)} from ${org}`,
    () => `${year}–${year + rng.int(1, 4)} ${rng.pick(awards)}`,
    () => `Teaching Assistant, ${rng.pick(courses)} (${rng.pick(terms)} ${year})`,
    () => `${rng.pick(terms)} ${year} · ${rng.pick(courses)}, ${org}`,
    () => `${name}: ${rng.pick(projects)} (${year})`,
    () => `${name} – ${rng.pick(projects)}, ${year}–present`,
    () => `Invited talk, ${org}, ${year}`,
  ])();
}
