// Resume content whose every field is known: what a template prints, and so what each line the
// layout reader gives back must be labelled.
import {
  bulletParts,
  cities,
  companies,
  degrees,
  headings,
  langs,
  months,
  names,
  openEnds,
  otherLines,
  roles,
  skillGroups,
  skills,
  summaries,
  universities,
  type Lang,
} from './content-words';
import type { Rng } from './random';

export type SectionKind = 'experience' | 'education' | 'skills' | 'summary' | 'other';
export type Job = {
  role: string;
  company: string;
  location: string;
  dates: string;
  start: string;
  end: string;
  bullets: string[];
};
export type Study = { degree: string; institution: string; location: string; dates: string };
export type SkillGroup = { label: string | null; items: string[] };
export type ResumeContent = {
  lang: Lang;
  name: string;
  title: string;
  email: string;
  phone: string;
  location: string;
  url: string;
  headings: Record<SectionKind, string>;
  summary: string;
  jobs: Job[];
  studies: Study[];
  skills: SkillGroup[];
  other: string[];
};

const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-zA-Z]/g, '')
    .toLowerCase();

function phone(rng: Rng): string {
  const d = (n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('');
  return rng.pick([
    () => `+44 7${d(3)} ${d(6)}`,
    () => `+49 151 ${d(4)} ${d(4)}`,
    () => `+33 6 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`,
    () => `+34 6${d(2)} ${d(3)} ${d(3)}`,
    () => `+39 3${d(2)} ${d(3)} ${d(4)}`,
    () => `+55 11 9${d(4)}-${d(4)}`,
    () => `+31 6 ${d(4)} ${d(4)}`,
    () => `(415) 555-0${d(3)}`,
    () => `+91 98${d(3)} ${d(5)}`,
    () => `+1 212 555 0${d(3)}`,
  ])();
}

/** A start and end month index (months since year 0) for a job ending at `endAt`. */
function dateRange(
  rng: Rng,
  lang: Lang,
  start: number,
  end: number | null,
): [string, string, string] {
  const year = (m: number) => Math.floor(m / 12);
  const mon = (m: number) => m % 12;
  const now = openEnds[lang];
  const style = rng.int(0, 7);
  const dash = rng.pick([' – ', ' - ', '–', ' — ', ' to ']);
  const fmt = (m: number): string => {
    switch (style) {
      case 0:
        return `${String(mon(m) + 1).padStart(2, '0')}/${year(m)}`;
      case 1:
        return `${months[lang][mon(m)]!.slice(0, 3)} ${year(m)}`;
      case 2:
        return `${months[lang][mon(m)]} ${year(m)}`;
      case 3:
        return `${months[lang][mon(m)]!.slice(0, 3)}. ${year(m)}`;
      case 4:
        return `${year(m)}-${String(mon(m) + 1).padStart(2, '0')}`;
      default:
        return `${year(m)}`;
    }
  };
  const s = fmt(start);
  if (end === null) {
    if (rng.chance(lang === 'en' ? 0.1 : 0.3)) return [`${now.since} ${s}`, s, ''];
    const e = rng.pick(now.now);
    return [`${s}${dash === ' to ' && lang !== 'en' ? ' – ' : dash}${e}`, s, e];
  }
  let e = fmt(end);
  // "2019–21": a short end year.
  if (style >= 5 && rng.chance(0.3) && year(start) !== year(end)) e = String(year(end)).slice(2);
  return [`${s}${lang === 'en' ? dash : dash === ' to ' ? ' – ' : dash}${e}`, s, e];
}

function bullet(rng: Rng, lang: Lang): string {
  const p = bulletParts[rng.chance(0.7) ? lang : 'en'];
  return [rng.pick(p.verbs), rng.pick(p.objects), rng.pick(p.results)]
    .filter(Boolean)
    .join(' ')
    .concat(rng.chance(0.5) ? '.' : '');
}

export function generateContent(rng: Rng): ResumeContent {
  const lang = rng.chance(0.45) ? 'en' : rng.pick(langs);
  const [given, family] = rng.pick(names);
  const first = rng.pick(given);
  const last = rng.pick(family);
  const name = rng.chance(0.1)
    ? `${first} ${rng.pick(given).charAt(0)}. ${last}`
    : `${first} ${last}`;
  const [city, country] = rng.pick(cities);
  const roleList = [...roles[lang], ...(lang === 'en' ? [] : roles.en.slice(0, 8))];
  const nJobs = rng.int(1, 5);
  let endAt: number | null = rng.chance(0.6) ? null : 2024 * 12 + rng.int(0, 11);
  const jobs: Job[] = [];
  for (let i = 0; i < nJobs; i++) {
    const len = rng.int(6, 50);
    const stop = endAt ?? 2025 * 12 + 6;
    const start = stop - len;
    const [dates, s, e] = dateRange(rng, lang, start, endAt);
    const [jc, jn] = rng.pick(cities);
    // A promotion: the next role back at the same employer.
    const previous = jobs.at(-1);
    jobs.push({
      role: rng.pick(roleList),
      company: previous && rng.chance(0.2) ? previous.company : rng.pick(companies),
      location: rng.chance(0.2) ? 'Remote' : `${jc}, ${jn}`,
      dates,
      start: s,
      end: e,
      bullets: Array.from({ length: rng.int(0, 4) }, () => bullet(rng, lang)),
    });
    endAt = start - rng.int(0, 6);
  }
  const nStudies = rng.int(1, 3);
  const studies: Study[] = [];
  let studyEnd = (endAt ?? 2015 * 12) - rng.int(0, 12);
  for (let i = 0; i < nStudies; i++) {
    const start = studyEnd - rng.int(12, 60);
    const [uc, un] = rng.pick(cities);
    studies.push({
      degree: rng.pick(degrees[rng.chance(0.7) ? lang : 'en']),
      institution: rng.pick(universities),
      location: `${uc}, ${un}`,
      dates: dateRange(rng, lang, start, studyEnd)[0],
    });
    studyEnd = start - rng.int(0, 6);
  }
  const groups = rng.int(1, 4);
  const pool = rng.sample([...skills.tech, ...skills.soft], 40);
  const skillList: SkillGroup[] = [];
  for (let g = 0; g < groups; g++) {
    const items = pool.splice(0, rng.int(3, 9));
    skillList.push({
      label: groups > 1 || rng.chance(0.3) ? rng.pick(skillGroups[lang]) : null,
      items,
    });
  }
  const h = headings[lang];
  const user = ascii(first) + (rng.chance(0.5) ? '.' : '') + ascii(last);
  return {
    lang,
    name: rng.chance(0.15) ? name.toUpperCase() : name,
    title: rng.pick(roleList),
    email: `${user}@${rng.pick(['gmail.com', 'outlook.com', 'proton.me', 'web.de', 'orange.fr', 'yahoo.es', 'example.com'])}`,
    phone: phone(rng),
    location: `${city}, ${country}`,
    url: rng.pick([
      `github.com/${user}`,
      `linkedin.com/in/${user}`,
      `${user}.dev`,
      `www.${user}.com`,
    ]),
    headings: {
      experience: rng.pick(h.experience),
      education: rng.pick(h.education),
      skills: rng.pick(h.skills),
      summary: rng.pick(h.summary),
      other: rng.pick(h.other),
    },
    summary: rng.pick(summaries[lang]),
    jobs,
    studies,
    skills: skillList,
    other: rng.sample(otherLines[lang], rng.int(1, 3)),
  };
}
