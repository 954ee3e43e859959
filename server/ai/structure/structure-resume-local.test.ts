import { describe, expect, it } from 'vitest';
import { resumeJsonToText } from '../scoring/resume-json-to-text';
import { structureResumeLocal } from './structure-resume-local';

const text = `Ana Lopez
Product Designer
ana@lopez.design | +1 (646) 555-0199 | New York, NY | linkedin.com/in/analopez | analopez.design

Summary
Designer focused on accessible health products.

Experience
Senior Product Designer, Calmly, New York, NY
Jan 2021 – Present
• Redesigned onboarding, lifting activation by 18%.
• Ran 40 user interviews and
shared findings weekly.
Product Designer | Brightside | 2018 - 2020
• Built the design system in Figma.

Education
BFA Interaction Design, Parsons School of Design, 2014 – 2018

Skills
Design: Figma, Prototyping, User research
Tools: Jira, Notion`;

describe('structureResumeLocal', () => {
  const r = structureResumeLocal(text);
  it('reads the header', () => {
    expect(r.header).toEqual({
      fullName: 'Ana Lopez',
      title: 'Product Designer',
      email: 'ana@lopez.design',
      phone: '+1 (646) 555-0199',
      location: 'New York, NY',
      linkedin: 'linkedin.com/in/analopez',
      github: '',
      portfolio: 'analopez.design',
    });
  });
  it('reads experience entries with dates and bullets (wrapped bullets joined)', () => {
    expect(r.experience).toEqual([
      expect.objectContaining({
        role: 'Senior Product Designer',
        company: 'Calmly',
        location: 'New York, NY',
        startDate: 'Jan 2021',
        endDate: 'Present',
        achievements: [
          'Redesigned onboarding, lifting activation by 18%.',
          'Ran 40 user interviews and shared findings weekly.',
        ],
      }),
      expect.objectContaining({
        role: 'Product Designer',
        company: 'Brightside',
        startDate: '2018',
        endDate: '2020',
        achievements: ['Built the design system in Figma.'],
      }),
    ]);
  });
  it('reads education, skills and the order', () => {
    expect(r.education?.[0]).toMatchObject({
      institution: 'Parsons School of Design',
      degree: 'BFA Interaction Design',
      startDate: '2014',
      endDate: '2018',
    });
    expect(r.skills).toEqual({
      Design: ['Figma', 'Prototyping', 'User research'],
      Tools: ['Jira', 'Notion'],
    });
    expect(r.summary).toBe('Designer focused on accessible health products.');
    expect(r.order).toEqual(['summary', 'experience', 'education', 'skills']);
  });
  it('round-trips through text', () => {
    const again = structureResumeLocal(resumeJsonToText(r));
    expect(again.experience?.map((e) => e.company)).toEqual(['Calmly', 'Brightside']);
    expect(again.skills).toEqual(r.skills);
  });
});

describe('skill lists outside a skills section, labels in cells and ratings', () => {
  it('reads "Label: a, b" lines with a skill label in the header as skills, and leaves other labels', () => {
    const r = structureResumeLocal(
      [
        'Jan Doe',
        'Status: | M.Sc. Digital Media, Fullstack Engineer',
        'Fields: | Project Management, Software Development, Consulting',
        'Tech: | Meteor, Javascript, MongoDB, Git',
        'Loves: | Game jams, Sci-Fi series',
        'Experience',
        'Engineer | Acme Corp | 2016 - 2020',
        '• Built things.',
      ].join('\n'),
      { headings: new Set(), name: 'Jan Doe' },
    );
    expect(r.skills).toEqual({
      Fields: ['Project Management', 'Software Development', 'Consulting'],
      Tech: ['Meteor', 'Javascript', 'MongoDB', 'Git'],
    });
    expect(r.experience).toHaveLength(1);
  });

  it('reads a layout heading that is a skill label ("TOOLS") as skills of that name, merged with the skills section', () => {
    const r = structureResumeLocal(
      [
        'Jan Doe',
        'SKILLS',
        'Python, Go',
        'TOOLS',
        'Webstorm | SourceTree',
        'Terminal | Inkscape',
      ].join('\n'),
      { headings: new Set(['SKILLS', 'TOOLS']), name: 'Jan Doe' },
    );
    expect(r.skills).toEqual({
      Skills: ['Python', 'Go'],
      Tools: ['Webstorm', 'SourceTree', 'Terminal', 'Inkscape'],
    });
  });

  it('takes a short first cell before a comma list as its category, and drops ratings and years', () => {
    const r = structureResumeLocal(
      [
        'Skills',
        'Backend | Koa, Express, Django',
        'Languages: | Korean, English',
        'HTML | CSS | Python',
        'Ansible | 5+ yrs',
        'lovely?4 narcissistic?3',
        'Go (4/5), Rust (3/5)',
      ].join('\n'),
      { headings: new Set(), name: '' },
    );
    expect(r.skills).toEqual({
      Backend: ['Koa', 'Express', 'Django'],
      Languages: ['Korean', 'English'],
      Skills: ['HTML', 'CSS', 'Python', 'Ansible', 'lovely', 'narcissistic', 'Go', 'Rust'],
    });
  });
});

describe('places inside a layout cell', () => {
  it('splits a place off a cell that holds a position or a school, in any script', () => {
    const r = structureResumeLocal(
      [
        'Experience',
        'Wilder Tech | Montgomery, AL, Desktop Support Technician | January 2021 – Present',
        '• Fixed things.',
        'Education',
        'Boğaziçi University, BS in Computer Engineering – Istanbul, Türkiye | Sept 2014 – June 2018',
        'São Paulo University | São Paulo, Brazil | 2010 – 2014',
      ].join('\n'),
      { headings: new Set(), name: '' },
    );
    expect(r.experience?.[0]).toMatchObject({
      role: 'Desktop Support Technician',
      company: 'Wilder Tech',
      location: 'Montgomery, AL',
    });
    expect(r.education?.map((e) => [e.institution, e.location])).toEqual([
      ['Boğaziçi University', 'Istanbul, Türkiye'],
      ['São Paulo University', 'São Paulo, Brazil'],
    ]);
  });
});

describe('headings and dates in other languages', () => {
  it('reads Spanish and German sections, month names and open ends', () => {
    const es = structureResumeLocal(
      [
        'Ana López',
        'Experiencia profesional',
        'Desarrolladora | Acme | enero de 2019 – actualidad',
        '• Construí la plataforma.',
        'Formación académica',
        'Universidad de Sevilla | Grado en Informática | 2014 – 2018',
        'Habilidades',
        'Python, SQL',
      ].join('\n'),
      { headings: new Set(), name: 'Ana López' },
    );
    expect(es.experience?.[0]).toMatchObject({
      role: 'Desarrolladora',
      company: 'Acme',
      startDate: 'enero de 2019',
      endDate: 'Present',
    });
    expect(es.education).toHaveLength(1);
    expect(es.skills?.Skills).toEqual(['Python', 'SQL']);
    const de = structureResumeLocal(
      ['Berufserfahrung', 'Entwickler | Initech GmbH | März 2018 – heute', '• Baute Dienste.'].join(
        '\n',
      ),
      { headings: new Set(), name: '' },
    );
    expect(de.experience?.[0]).toMatchObject({ startDate: 'März 2018', endDate: 'Present' });
  });

  it('takes no bulleted list item for a heading when the layout was read ("• IT skills")', () => {
    const r = structureResumeLocal(
      ['Skills', '• Patience', '• IT skills', '• Communication'].join('\n'),
      {
        headings: new Set(['Skills']),
        name: '',
      },
    );
    expect(r.skills?.Skills).toEqual(['Patience', 'IT skills', 'Communication']);
  });
});

describe("a template's placeholder dates", () => {
  it('reads "Month YYYY – Present" and "MM/YYYY – MM/YYYY" as the dates, not the company', () => {
    const r = structureResumeLocal(`First Last
first.last@example.com | 555-555-5555

Experience
Job Title 1 Month YYYY – Present
Company
• Did a thing.
Job Title 2 MM/YYYY – MM/YYYY
Other Company
• Did another thing.

Education
University
Some Degree`);
    expect(
      r.experience?.map(({ role, company, startDate, endDate }) => ({
        role,
        company,
        startDate,
        endDate,
      })),
    ).toEqual([
      { role: 'Job Title 1', company: 'Company', startDate: 'Month YYYY', endDate: 'Present' },
      { role: 'Job Title 2', company: 'Other Company', startDate: 'MM/YYYY', endDate: 'MM/YYYY' },
    ]);
  });

  it('leaves words that only start like a placeholder alone ("Monthly reports", "Yyyyes")', () => {
    const r = structureResumeLocal(`Sam Doe
sam@doe.dev

Experience
Analyst, Acme, 2019 – 2021
• Monthly reports for YYYYes and Monday meetings.`);
    expect(r.experience?.[0]).toMatchObject({
      role: 'Analyst',
      company: 'Acme',
      startDate: '2019',
    });
  });

  it('reads "Degree | School, ST | YYYY": the school is the institution, its place the location', () => {
    const r = structureResumeLocal(`First Last
first.last@example.com

Education
Some Degree | University, ST | YYYY
BS Computer Science | Boston University, MA | 2018`);
    expect(
      r.education?.map(({ institution, degree, location, endDate }) => ({
        institution,
        degree,
        location,
        endDate,
      })),
    ).toEqual([
      { institution: 'University', degree: 'Some Degree', location: 'ST', endDate: 'YYYY' },
      {
        institution: 'Boston University',
        degree: 'BS Computer Science',
        location: 'MA',
        endDate: '2018',
      },
    ]);
  });
});

describe('a band of key skills under the name', () => {
  it('reads "A | B | C | D" near the top as key skills, not a tagline of titles or the contact line', () => {
    const r = structureResumeLocal(`Jo Park
Berlin, Germany | +49 30 1234567 | jo@park.dev | park.dev
Python | Data Pipelines | Cloud Cost | Mentoring

Experience
Data Engineer, Acme, 2019 – 2024
• Built pipelines.`);
    expect(r.skills?.['Key skills']).toEqual([
      'Python',
      'Data Pipelines',
      'Cloud Cost',
      'Mentoring',
    ]);

    const tagline = structureResumeLocal(`Jo Park
jo@park.dev
Software Engineer | Team Lead | Speaker | Mentor

Experience
Data Engineer, Acme, 2019 – 2024`);
    expect(tagline.skills?.['Key skills']).toBeUndefined();
  });
});

describe('a job title the layout set like a heading', () => {
  it('is the header title, and the lines under it the summary (a key-skills band aside)', () => {
    const r = structureResumeLocal(
      `Jo Park
jo@park.dev
SENIOR DATA ENGINEER
Python | Data Pipelines | Cloud Cost | Mentoring
Data engineer who ships reliable pipelines and keeps cloud bills honest.

EXPERIENCE
Data Engineer, Acme, 2019 – 2024
• Built pipelines.`,
      { headings: new Set(['SENIOR DATA ENGINEER', 'EXPERIENCE']), name: 'Jo Park' },
    );
    expect(r.header.title).toBe('SENIOR DATA ENGINEER');
    expect(r.summary).toBe(
      'Data engineer who ships reliable pipelines and keeps cloud bills honest.',
    );
    expect(r.skills?.['Key skills']).toEqual([
      'Python',
      'Data Pipelines',
      'Cloud Cost',
      'Mentoring',
    ]);
    expect(r.experience?.[0]).toMatchObject({ role: 'Data Engineer', company: 'Acme' });
  });
});

describe('items the layout marked that are no items', () => {
  const r = structureResumeLocal(`Sam Doe
sam@doe.dev

Experience
• Google | Mountain View, CA
Software Engineer | Oct 2016 – Present
• Worked on the APIs and the performance of training models on Tensor
• processing units for the whole team.
• Shipped nxLog pipelines.
• Lucena Research | Atlanta, GA
Data Scientist | Jan 2012 – Dec 2013
• Built models.

Projects
• QuantSoftware Toolkit: Open source Python library for financial data analysis.
• GitHub Visualization: Data visualization of Git log data using D3.`);

  it('an entry wrapped in an item list: its first line (a name and a place over the dates) is its head', () => {
    expect(
      r.experience?.map((e) => [e.role, e.company, e.location, e.startDate, e.endDate]),
    ).toEqual([
      ['Software Engineer', 'Google', 'Mountain View, CA', 'Oct 2016', 'Present'],
      ['Data Scientist', 'Lucena Research', 'Atlanta, GA', 'Jan 2012', 'Dec 2013'],
    ]);
  });

  it('an item that starts in lower case after a full unfinished one is that item wrapped', () => {
    expect(r.experience?.[0]?.achievements).toEqual([
      'Worked on the APIs and the performance of training models on Tensor processing units for the whole team.',
      'Shipped nxLog pipelines.',
    ]);
  });

  it('a projects list of "Name: description" items is one project per item', () => {
    expect(r.projects?.map((p) => [p.name, p.description])).toEqual([
      ['QuantSoftware Toolkit', 'Open source Python library for financial data analysis.'],
      ['GitHub Visualization', 'Data visualization of Git log data using D3.'],
    ]);
  });
});

describe('a "Strengths" section', () => {
  it('is skills (AltaCV and its kin set skills as tags under "Strengths")', () => {
    const r = structureResumeLocal(`Sam Doe
sam@doe.dev

Strengths
Hard-working | Eye for detail
C++ | Embedded Systems
| Persuasive`);
    expect(r.skills?.Skills).toEqual([
      'Hard-working',
      'Eye for detail',
      'C++',
      'Embedded Systems',
      'Persuasive',
    ]);
  });
});

describe('a degree on the first line under the school', () => {
  it('is the degree, not an achievement, when the head names none', () => {
    const r = structureResumeLocal(`Sam Doe
sam@doe.dev

Education
Science College, Springfield | May 2002 – May 2005
• B.S. in Geography
• Graduated with College Honors.`);
    expect(r.education?.[0]).toMatchObject({
      institution: 'Science College',
      degree: 'B.S. in Geography',
      achievements: ['Graduated with College Honors.'],
    });
  });
});
