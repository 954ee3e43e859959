import 'server-only';
import type { Resume, ResumeEntry } from '@/lib/resume/resume-schema';
import { fromIsoDate, type JsonResume, type PursuitExtras } from './to-json-resume';

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {};
const arr = (v: unknown): Obj[] => (Array.isArray(v) ? v.map(obj) : []);
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const strs = (v: unknown): string[] | undefined =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : undefined;

function compact<T extends Record<string, unknown>>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

const lines = (items: Obj[], ...fields: string[]) =>
  items
    .map((i) =>
      fields
        .map((f) => str(i[f]))
        .filter(Boolean)
        .join(' — '),
    )
    .filter(Boolean)
    .join('\n');

/**
 * A (schema-valid) JSON Resume as our structured resume, before our own schema's parse. Fields
 * our resume has no place for (references, a skill's level…) are dropped; what we exported
 * ourselves comes back exactly, thanks to meta.pursuit.
 */
export function fromJsonResume(doc: JsonResume): Resume {
  const extras = obj(obj(doc.meta).pursuit) as PursuitExtras;
  const basics = obj(doc.basics);
  const header = extras.header ?? {};
  const profiles = arr(basics.profiles);
  const profile = (network: RegExp) => {
    const p = profiles.find(
      (x) => network.test(str(x.network) ?? '') || network.test(str(x.url) ?? ''),
    );
    return p ? (str(p.url) ?? str(p.username)) : undefined;
  };
  const location = obj(basics.location);
  const place =
    str(location.address) ??
    [location.city, location.region, location.countryCode].map(str).filter(Boolean).join(', ');

  const dates = (section: string, i: number, e: Obj) => {
    const keep = extras.dates?.[`${section}.${i}`] ?? {};
    return {
      startDate: keep.startDate ?? fromIsoDate(str(e.startDate)),
      endDate: keep.endDate ?? fromIsoDate(str(e.endDate)),
    };
  };

  const skills: Record<string, string[]> = {};
  for (const s of arr(doc.skills)) {
    const name = str(s.name)?.trim();
    const keywords = strs(s.keywords) ?? [];
    if (name && keywords.length) skills[name] = keywords;
    else if (name) (skills.Skills ??= []).push(name);
  }

  const resume: Obj = {
    header: {
      fullName: str(basics.name) ?? '',
      title: str(basics.label) ?? '',
      email: header.email ?? str(basics.email) ?? '',
      phone: str(basics.phone) ?? '',
      location: place,
      linkedin: header.linkedin ?? profile(/linkedin/i) ?? '',
      github: header.github ?? profile(/github/i) ?? '',
      portfolio: header.portfolio ?? str(basics.url) ?? '',
    },
    summary: str(basics.summary),
    experience: arr(doc.work).map((e, i) =>
      compact<ResumeEntry>({
        role: str(e.position),
        company: str(e.name),
        location: str(e.location),
        description: str(e.summary) ?? str(e.description),
        achievements: strs(e.highlights),
        ...dates('experience', i, e),
      }),
    ),
    projects: arr(doc.projects).map((e, i) =>
      compact<ResumeEntry>({
        name: str(e.name),
        description: str(e.description),
        techStack: strs(e.keywords),
        achievements: strs(e.highlights),
        role: strs(e.roles)?.[0],
        ...dates('projects', i, e),
      }),
    ),
    education: arr(doc.education).map((e, i) =>
      compact<ResumeEntry>({
        institution: str(e.institution),
        degree: [str(e.studyType), str(e.area)].filter(Boolean).join(' ') || undefined,
        location: str(e.location),
        description: str(e.summary),
        achievements: strs(e.courses),
        ...dates('education', i, e),
      }),
    ),
    skills,
  };

  const sections = extras.sections ?? {};
  const standard: [string, string, string[]][] = [
    ['certifications', 'certificates', ['name', 'issuer']],
    ['awards', 'awards', ['title', 'awarder']],
    ['languages', 'languages', ['language', 'fluency']],
    ['interests', 'interests', ['name']],
    ['publications', 'publications', ['name', 'publisher']],
  ];
  for (const [key, field, parts] of standard) {
    const text = lines(arr(doc[field]), ...parts);
    if (!(key in sections) && text) resume[key] = text;
  }
  if (!('volunteering' in sections) && arr(doc.volunteer).length) {
    resume.volunteering = arr(doc.volunteer).map((e) =>
      compact<ResumeEntry>({
        role: str(e.position),
        company: str(e.organization),
        description: str(e.summary),
        achievements: strs(e.highlights),
        startDate: fromIsoDate(str(e.startDate)),
        endDate: fromIsoDate(str(e.endDate)),
      }),
    );
  }
  Object.assign(resume, sections);
  if (Array.isArray(extras.order)) resume.order = extras.order;
  // Lists a JSON Resume leaves out stay out of ours too.
  const listFields = {
    experience: 'work',
    projects: 'projects',
    education: 'education',
    skills: 'skills',
  };
  for (const [key, field] of Object.entries(listFields))
    if (!Array.isArray(doc[field])) delete resume[key];
  return compact(resume) as Resume;
}
