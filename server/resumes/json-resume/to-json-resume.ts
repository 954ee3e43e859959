import 'server-only';
import type { Resume, ResumeEntry } from '@/lib/resume/resume-schema';

/** A JSON Resume (jsonresume.org schema 1.0) document. */
export type JsonResume = Record<string, unknown>;

/** What the standard fields cannot carry, kept under meta.pursuit so our own round trip is lossless. */
export type PursuitExtras = {
  header?: Record<string, string>;
  dates?: Record<string, { startDate?: string; endDate?: string }>;
  sections?: Record<string, unknown>;
  order?: string[];
};

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthIndex = (name: string) =>
  months.findIndex((m) => name.toLowerCase().startsWith(m.toLowerCase()));

/** "Jan 2020", "01/2020", "2020-01", "2016" → ISO 8601 (year or year-month); anything else → undefined. */
function toIsoDate(value: string | undefined): string | undefined {
  const v = (value ?? '').trim();
  let m = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(v);
  if (m) return v;
  m = /^([A-Za-z]{3,9})\.?\s+(\d{4})$/.exec(v);
  if (m && monthIndex(m[1]!) >= 0)
    return `${m[2]}-${String(monthIndex(m[1]!) + 1).padStart(2, '0')}`;
  m = /^(\d{1,2})\/(\d{4})$/.exec(v);
  if (m && Number(m[1]) >= 1 && Number(m[1]) <= 12) return `${m[2]}-${m[1]!.padStart(2, '0')}`;
  return undefined;
}

/** ISO 8601 → how our resumes print dates ("2020-01" → "Jan 2020"). */
export function fromIsoDate(iso: string | undefined): string | undefined {
  const m = /^(\d{4})(?:-(\d{2}))?/.exec(iso ?? '');
  if (!m) return undefined;
  const month = m[2] ? months[Number(m[2]) - 1] : undefined;
  return month ? `${month} ${m[1]}` : m[1];
}

const present = (s: string | undefined) => (s && s.trim() ? s.trim() : undefined);
const withScheme = (url: string) => (/^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `https://${url}`);
const emailLike = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Drops undefined values so the document stays tidy. */
function compact<T extends Record<string, unknown>>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

const standardStringSections: Record<string, (line: string) => Record<string, string>> = {
  certifications: (name) => ({ name }),
  awards: (title) => ({ title }),
  languages: (language) => ({ language }),
  interests: (name) => ({ name }),
  publications: (name) => ({ name }),
};
const standardKey: Record<string, string> = {
  certifications: 'certificates',
  awards: 'awards',
  languages: 'languages',
  interests: 'interests',
  publications: 'publications',
};

/** Our structured resume as a JSON Resume 1.0 document (valid against @jsonresume/schema). */
export function toJsonResume(resume: Resume): JsonResume {
  const extras: PursuitExtras = {};
  const h = resume.header;
  const headerOverride = (key: string, original: string, exported: string | undefined) => {
    if (original && original !== exported) (extras.header ??= {})[key] = original;
  };
  const email = emailLike.test(h.email) ? h.email : undefined;
  headerOverride('email', h.email, email);
  const url = present(h.portfolio) ? withScheme(h.portfolio.trim()) : undefined;
  headerOverride('portfolio', h.portfolio, url);
  const profiles = (
    [
      ['LinkedIn', 'linkedin', h.linkedin],
      ['GitHub', 'github', h.github],
    ] as const
  ).flatMap(([network, key, value]) => {
    if (!present(value)) return [];
    const link = withScheme(value.trim());
    headerOverride(key, value, link);
    return [{ network, url: link }];
  });

  const datesOf = (section: string, i: number, e: ResumeEntry) => {
    const startDate = toIsoDate(e.startDate);
    const endDate = toIsoDate(e.endDate);
    const keep: { startDate?: string; endDate?: string } = {};
    if (e.startDate !== undefined && fromIsoDate(startDate) !== e.startDate)
      keep.startDate = e.startDate;
    if (e.endDate !== undefined && fromIsoDate(endDate) !== e.endDate) keep.endDate = e.endDate;
    if (Object.keys(keep).length) (extras.dates ??= {})[`${section}.${i}`] = keep;
    return { startDate, endDate };
  };

  const doc: JsonResume = compact({
    $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
    basics: compact({
      name: present(h.fullName),
      label: present(h.title),
      email,
      phone: present(h.phone),
      url,
      summary: present(resume.summary) ? resume.summary : undefined,
      location: present(h.location) ? { address: h.location } : undefined,
      profiles: profiles.length ? profiles : undefined,
    }),
    work: resume.experience?.map((e, i) =>
      compact({
        name: e.company,
        position: e.role,
        location: e.location,
        summary: e.description,
        highlights: e.achievements,
        ...datesOf('experience', i, e),
      }),
    ),
    projects: resume.projects?.map((e, i) =>
      compact({
        name: e.name ?? e.title,
        description: e.description,
        keywords: e.techStack,
        highlights: e.achievements,
        roles: e.role ? [e.role] : undefined,
        ...datesOf('projects', i, e),
      }),
    ),
    education: resume.education?.map((e, i) =>
      compact({
        institution: e.institution,
        studyType: e.degree,
        location: e.location,
        summary: e.description,
        courses: e.achievements,
        ...datesOf('education', i, e),
      }),
    ),
    skills:
      resume.skills &&
      Object.entries(resume.skills).map(([name, keywords]) => ({ name, keywords })),
  });

  for (const [key, value] of Object.entries(resume)) {
    if (
      ['header', 'order', 'summary', 'experience', 'projects', 'education', 'skills'].includes(
        key,
      ) ||
      value === undefined
    )
      continue;
    // Every other section travels losslessly in meta.pursuit; the well-known ones also fill their standard field.
    (extras.sections ??= {})[key] = value;
    const make = standardStringSections[key];
    const std = standardKey[key];
    if (make && std && typeof value === 'string') {
      doc[std] = value
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean)
        .map(make);
    } else if (key === 'volunteering' && Array.isArray(value)) {
      doc.volunteer = (value as ResumeEntry[]).map((e) =>
        compact({
          organization: e.company ?? e.name,
          position: e.role ?? e.title,
          summary: e.description,
          highlights: e.achievements,
          startDate: toIsoDate(e.startDate),
          endDate: toIsoDate(e.endDate),
        }),
      );
    }
  }
  if (resume.order) extras.order = resume.order;
  doc.meta = compact({
    version: 'v1.0.0',
    lastModified: new Date().toISOString().slice(0, 19),
    pursuit: Object.keys(extras).length ? extras : undefined,
  });
  return doc;
}
