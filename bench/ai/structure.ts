// Structure figures (printed, never asserted): experience entry counts, names, emails and phones
// read back by the local structurer from
//   1. the editor's own resumes exported through the resume template (PDF → text → structure), and
//   2. dev-corpus PDFs/DOCX labelled by hand (test/fixtures/resumes/corpus-labels.json), and
//   3. the dev corpus's anonymised CVs (bench/ai/anonymised-cv-labels.json): names
//      where the document still shows one, and nothing invented in place of what was removed.
// Each document is read as POST /api/ai/resume/structure reads it (a PDF by its layout).
// Run: npx tsx --import ./bench/pdf/server-only-shim.mjs bench/ai/structure.ts
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { resumeSchema, type Resume } from '@/lib/resume/resume-schema';
import { structureResumeDocument } from '@/server/ai/structure/structure-resume-document';
import { closeBrowser } from '@/server/resumes/pdf/get-browser';
import { exportResumePdf } from '@/server/resumes/pdf/export-resume-pdf';
import { corpusDir, corpusPresent, noteMissingCorpus } from '../corpus';

type Label = { name: string; email: string; phone: string; experience?: number };
type Row = { doc: string; entries: string; name: string; email: string; phone: string };

const digits = (s: string) => s.replace(/\D/g, '');
/** Same number: equal digits, or equal once a printed/omitted country code "1" is set aside. */
const samePhone = (got: string, want: string) => {
  const a = digits(got);
  const b = digits(want);
  return (
    a === b ||
    (a.length === 11 && a.startsWith('1') && a.slice(1) === b) ||
    (b.length === 11 && b.startsWith('1') && b.slice(1) === a)
  );
};
const sameName = (got: string, want: string) =>
  got.trim().toLowerCase().replace(/\s+/g, ' ') === want.toLowerCase();

const ok = (b: boolean) => (b ? '✓' : '✗');

function score(
  doc: string,
  r: Resume,
  label: Label,
): Row & { hits: [boolean | null, boolean, boolean, boolean] } {
  const n = r.experience?.length ?? 0;
  const entriesRight = label.experience === undefined ? null : n === label.experience;
  const hits: [boolean | null, boolean, boolean, boolean] = [
    entriesRight,
    sameName(r.header.fullName, label.name),
    r.header.email.toLowerCase() === label.email.toLowerCase(),
    samePhone(r.header.phone, label.phone),
  ];
  return {
    doc,
    entries:
      label.experience === undefined
        ? `${n} (unlabelled)`
        : `${ok(entriesRight!)} ${n}/${label.experience}`,
    name: `${ok(hits[1])} ${r.header.fullName}`,
    email: `${ok(hits[2])} ${r.header.email}`,
    phone: `${ok(hits[3])} ${r.header.phone}`,
    hits,
  };
}

function summary(title: string, rows: ReturnType<typeof score>[]) {
  const count = (i: number) => {
    const xs = rows.map((r) => r.hits[i]).filter((h) => h !== null);
    return `${xs.filter(Boolean).length}/${xs.length}`;
  };
  console.log(`\n## ${title}`);
  console.table(rows.map(({ hits: _hits, ...row }) => row));
  console.log(`entries ${count(0)} · names ${count(1)} · emails ${count(2)} · phones ${count(3)}`);
}

// 1. Round trip through the template: resumes as the editor holds them, in shapes the template must survive.
const own: Resume[] = [
  {
    header: {
      fullName: 'Maya Chen',
      title: 'Senior Backend Engineer',
      email: 'maya.chen@example.com',
      phone: '+1 415 555 0134',
      location: 'San Francisco, CA',
      linkedin: 'linkedin.com/in/mayachen-dev',
      github: 'github.com/mayachen',
      portfolio: '',
    },
    summary:
      'Backend engineer with 7 years of experience building high-throughput Python services.',
    experience: [
      {
        role: 'Senior Backend Engineer',
        company: 'Ledgerly',
        location: 'San Francisco, CA',
        startDate: 'Mar 2021',
        endDate: 'Present',
        achievements: [
          'Designed a FastAPI service that processes 4 million card authorisations a day.',
          'Cut deploy time from 2 hours to 9 minutes.',
        ],
      },
      {
        role: 'Backend Engineer',
        company: 'Parcelwise',
        location: 'Oakland, CA',
        startDate: 'Jun 2018',
        endDate: 'Feb 2021',
        achievements: ['Tuned PostgreSQL indexes, reducing the slowest report from 40 s to 3 s.'],
      },
      {
        role: 'Software Engineer Intern',
        company: 'Bay Data Labs',
        location: '',
        startDate: 'Jun 2017',
        endDate: 'Sep 2017',
        achievements: ['Built an internal metrics dashboard in Flask.'],
      },
    ],
    education: [
      {
        degree: 'B.S. Computer Science',
        institution: 'University of California, Davis',
        startDate: '2013',
        endDate: '2017',
      },
    ],
    skills: { Languages: ['Python', 'Go', 'SQL'], Tools: ['Docker', 'Kubernetes'] },
  },
  {
    header: {
      fullName: 'Léa Dubois',
      title: 'Product Designer',
      email: 'lea.dubois@example.fr',
      phone: '+33 6 12 34 56 78',
      location: 'Lyon, France',
      linkedin: '',
      github: '',
      portfolio: 'leadubois.design',
    },
    experience: [
      {
        role: 'Product Designer',
        company: 'Doctolib',
        location: 'Paris, France',
        startDate: '2022',
        endDate: 'Present',
        achievements: ['Redesigned the booking flow used by 60 million patients.'],
      },
      {
        role: 'UX Designer',
        company: 'Back Market',
        location: 'Paris, France',
        startDate: '2019',
        endDate: '2022',
        achievements: [
          'Ran 40 user interviews and shipped a new checkout.',
          'Built the design system in Figma.',
        ],
      },
    ],
    education: [
      {
        degree: 'Master Design Interactif',
        institution: 'Strate School of Design',
        startDate: '2017',
        endDate: '2019',
      },
    ],
  },
  {
    header: {
      fullName: 'Sam Rivera',
      title: '',
      email: 'sam@rivera.dev',
      phone: '(646) 555-0199',
      location: '',
      linkedin: '',
      github: 'github.com/samrivera',
      portfolio: '',
    },
    experience: [
      {
        role: 'Frontend Developer',
        company: 'Brightside Health',
        location: 'Remote',
        startDate: 'Jan 2020',
        endDate: 'Present',
        achievements: ['Moved the web app to React 18 and TypeScript.'],
      },
      {
        role: 'Web Developer',
        company: 'Acme Corp',
        location: 'Austin, TX',
        startDate: 'May 2017',
        endDate: 'Dec 2019',
        achievements: [],
      },
      {
        role: 'Junior Developer',
        company: 'Pixel & Co',
        location: '',
        startDate: '2015',
        endDate: '2017',
        achievements: ['Shipped 30 marketing sites.'],
      },
      {
        role: 'Support Technician',
        company: 'City Library',
        location: 'Austin, TX',
        startDate: '2013',
        endDate: '2015',
        achievements: ['Fixed printers.'],
      },
    ],
    skills: { Frontend: ['React', 'TypeScript', 'CSS'] },
  },
  {
    header: {
      fullName: 'Priya Natarajan',
      title: 'Data Engineer',
      email: 'priya.n@example.in',
      phone: '+91 98765 43210',
      location: 'Bengaluru, India',
      linkedin: 'linkedin.com/in/priyanatarajan',
      github: '',
      portfolio: '',
    },
    summary: 'Data engineer who builds batch and streaming pipelines.',
    experience: [
      {
        role: 'Data Engineer',
        company: 'Flipkart',
        location: 'Bengaluru, India',
        startDate: 'Aug 2021',
        endDate: 'Present',
        achievements: ['Built Spark pipelines over 20 TB a day.', 'Moved Airflow to Kubernetes.'],
      },
      {
        role: 'Analyst',
        company: 'Infosys',
        location: 'Mysuru, India',
        startDate: 'Jul 2018',
        endDate: 'Jul 2021',
        achievements: ['Wrote SQL reports for 12 clients.'],
      },
    ],
    projects: [
      {
        name: 'Ride Forecast',
        techStack: ['Python', 'Prophet'],
        description: 'Forecasts ride demand per city.',
      },
    ],
  },
].map((r) => resumeSchema.parse(r));

const roundTrip = [];
let fieldsRight = 0;
let fieldsTotal = 0;
for (const resume of own) {
  const { pdf } = await exportResumePdf({ resume });
  const label = {
    name: resume.header.fullName,
    email: resume.header.email,
    phone: resume.header.phone,
    experience: resume.experience?.length ?? 0,
  };
  const { resume: back } = await structureResumeDocument({ bytes: pdf });
  roundTrip.push(score(resume.header.fullName, back, label));
  resume.experience?.forEach((e, i) => {
    const got = back.experience?.[i];
    for (const k of ['role', 'company', 'location', 'startDate', 'endDate'] as const) {
      fieldsTotal++;
      if ((got?.[k] ?? '') === (e[k] ?? '')) fieldsRight++;
      else
        console.log(
          `  ${resume.header.fullName} #${i} ${k}: want ${JSON.stringify(e[k] ?? '')}, got ${JSON.stringify(got?.[k] ?? '')}`,
        );
    }
  });
}
await closeBrowser();
summary('Round trip: editor resumes → resume template PDF → text → structure', roundTrip);
console.log(
  `experience fields (role, company, location, dates) read back: ${fieldsRight}/${fieldsTotal}`,
);

// 2. Dev corpus, hand-labelled.
if (!corpusPresent) {
  noteMissingCorpus('sections 2 and 3 (dev-corpus resumes and anonymised CVs)');
  process.exit(0);
}
const labels = JSON.parse(
  readFileSync(path.resolve('test/fixtures/resumes/corpus-labels.json'), 'utf8'),
).files as Record<string, Label>;
const corpusRows = [];
for (const [file, label] of Object.entries(labels)) {
  const { resume } = await structureResumeDocument({
    bytes: new Uint8Array(readFileSync(path.join(corpusDir, 'resumes', file))),
  });
  corpusRows.push(score(file, resume, label));
}
summary('Dev corpus resumes (hand labels)', corpusRows);

// 3. Dev-corpus CVs published with their contact details removed: what is read in their place.
const anonymised = JSON.parse(
  readFileSync(path.resolve('bench/ai/anonymised-cv-labels.json'), 'utf8'),
).files as Record<string, { name: string; experience?: number }>;
const tally = {
  right: 0,
  invented: [] as string[],
  missed: [] as string[],
  contacts: 0,
  entries: [] as string[],
  entriesRight: 0,
  entriesLabelled: 0,
};
for (const [file, label] of Object.entries(anonymised)) {
  const { resume } = await structureResumeDocument({
    bytes: new Uint8Array(
      readFileSync(path.join(corpusDir, 'pairs/vanetik_vacancy_resume/CV', file)),
    ),
  });
  const { header, experience } = resume;
  if (label.experience !== undefined) {
    tally.entriesLabelled++;
    if ((experience?.length ?? 0) === label.experience) tally.entriesRight++;
    tally.entries.push(`${file} ${experience?.length ?? 0}/${label.experience}`);
  }
  if (header.fullName === label.name) tally.right++;
  else if (header.fullName) tally.invented.push(`${file}: "${header.fullName}"`);
  else tally.missed.push(file);
  if (header.email || header.phone) tally.contacts++;
}
console.log(
  `\n## Anonymised dev-corpus CVs (${Object.keys(anonymised).length}; contact details removed before publication)`,
);
console.log(
  `names right ${tally.right}/${Object.keys(anonymised).length} · invented names ${tally.invented.length} ${tally.invented.join(', ')} · shown names missed ${tally.missed.length} ${tally.missed.join(', ')} · invented emails/phones ${tally.contacts}`,
);
console.log(`entries ${tally.entriesRight}/${tally.entriesLabelled} (${tally.entries.join(', ')})`);
process.exit(0);
