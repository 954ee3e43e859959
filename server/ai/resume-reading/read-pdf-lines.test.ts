// Layout rules on small PDFs written here (pdf-lib), read as the document worker reads them
// (pdf.js: read-pdf-layout.mjs) and rebuilt into lines (read-pdf-lines.ts).
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { readPdfLayout } from '@/server/documents/read-pdf-layout.mjs';
import { normalizeText } from '@/server/documents/normalize-text';
import { structureResumeLocal } from '../structure/structure-resume-local';
import { layoutHints } from './layout-hints';
import { layoutLinesToText } from './layout-lines-to-text';
import { readPdfLines } from './read-pdf-lines';

type Text = { text: string; x: number; y: number; size?: number; bold?: boolean; white?: boolean };
type Box = { x: number; y: number; w: number; h: number };
type Page = { texts: Text[]; boxes?: Box[] };

const PAGE = { width: 612, height: 792 };
let boldFont: Awaited<ReturnType<PDFDocument['embedFont']>> | null = null;
/** The advance of a character in Helvetica Bold at a size. */
const width = (ch: string, size: number) => boldFont!.widthOfTextAtSize(ch, size);

/** A PDF with the given texts, y measured from the top of the page (as the layout reader measures it). */
async function pdf(pages: Page[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  for (const { texts, boxes = [] } of pages) {
    const page = doc.addPage([PAGE.width, PAGE.height]);
    for (const b of boxes)
      page.drawRectangle({
        x: b.x,
        y: PAGE.height - b.y - b.h,
        width: b.w,
        height: b.h,
        color: rgb(0.15, 0.2, 0.3),
      });
    for (const t of texts) {
      page.drawText(t.text, {
        x: t.x,
        y: PAGE.height - t.y,
        size: t.size ?? 10,
        font: t.bold ? bold : regular,
        color: t.white ? rgb(1, 1, 1) : rgb(0, 0, 0),
      });
    }
  }
  return doc.save();
}

/** Lines of text drawn one under the other, `pitch` pt apart. */
const column = (x: number, y: number, lines: string[], pitch = 13): Text[] =>
  lines.map((text, i) => ({ text, x, y: y + i * pitch }));

async function read(pages: Page[]) {
  const layout = await readPdfLayout(await pdf(pages), 30);
  const { lines, hidden } = readPdfLines(layout);
  return {
    lines,
    hidden,
    text: normalizeText(layoutLinesToText(lines)),
    hints: layoutHints(lines),
  };
}

describe('layout reader on generated PDFs', () => {
  beforeAll(async () => {
    boldFont = await (await PDFDocument.create()).embedFont(StandardFonts.HelveticaBold);
  });

  it('reads a sidebar and a main column one after the other, not line by line across', async () => {
    const sidebar = column(
      30,
      120,
      [
        'CONTACT',
        'jane.doe@example.com',
        '(415) 555-0134',
        'Oakland, CA',
        '',
        'SKILLS',
        'Python',
        'PostgreSQL',
        'Kubernetes',
        'Terraform',
      ],
      20,
    ).filter((t) => t.text);
    const main = column(
      200,
      120,
      [
        'EXPERIENCE',
        'Senior Engineer, Acme Corp',
        'Built the billing platform used by every customer team.',
        'Moved the fleet to Kubernetes with zero downtime.',
        'Engineer, Initech',
        'Wrote the reporting service and its public API.',
        'Cut the nightly batch from four hours to twenty minutes.',
        'EDUCATION',
        'University of Oregon, B.S. Computer Science',
      ],
      20,
    );
    const { text, hints } = await read([
      { texts: [{ text: 'Jane Doe', x: 200, y: 60, size: 24, bold: true }, ...sidebar, ...main] },
    ]);
    const lines = text.split('\n');
    expect(lines[0]).toBe('Jane Doe');
    expect(hints.name).toBe('Jane Doe');
    // The sidebar's lines stay together, and so do the main column's.
    const at = (s: string) => lines.indexOf(s);
    expect(at('Python')).toBe(at('SKILLS') + 1);
    expect(at('Kubernetes')).toBe(at('PostgreSQL') + 1);
    expect(at('Moved the fleet to Kubernetes with zero downtime.')).toBe(
      at('Built the billing platform used by every customer team.') + 1,
    );
    expect(Math.abs(at('CONTACT') - at('EXPERIENCE'))).toBeGreaterThan(5);
  });

  it('reads a main column that runs on beside a sidebar on page 2 right after its page-1 part, with the company line at its top', async () => {
    const bullets = (x: number, y: number, n: number): Text[] =>
      Array.from({ length: n }, (_, i) => [
        { text: '•', x, y: y + i * 16 },
        {
          text: `Delivered project number ${i + 1} for the platform team.`,
          x: x + 10,
          y: y + i * 16,
        },
      ]).flat();
    const page1: Text[] = [
      { text: 'Jane Doe', x: 200, y: 60, size: 24, bold: true },
      ...column(30, 140, ['SKILLS', 'Python', 'PostgreSQL', 'Kubernetes', 'Terraform'], 20),
      ...column(30, 300, ['CONTACT', 'jane.doe@example.com', '(415) 555-0134'], 20),
      { text: 'EXPERIENCE', x: 200, y: 140, size: 13, bold: true },
      { text: 'Staff Engineer', x: 200, y: 165, bold: true },
      { text: 'Jan 2021 – Present', x: 500, y: 165 },
      { text: 'Acme Corp', x: 200, y: 178 },
      ...bullets(210, 196, 12),
      { text: 'Senior Engineer', x: 200, y: 700, bold: true },
      { text: 'Mar 2018 – Dec 2020', x: 500, y: 700 },
    ];
    const page2: Text[] = [
      ...column(
        30,
        50,
        ['EDUCATION', 'B.S. Computer Science', 'University of Oregon', '2014 – 2018'],
        20,
      ),
      ...column(30, 200, ['LANGUAGES', 'English', 'Spanish'], 20),
      // The company of the job page 1 ended with, at the top of page 2: the same company again.
      { text: 'Acme Corp', x: 200, y: 50 },
      ...bullets(210, 68, 6),
      { text: 'Engineer', x: 200, y: 180, bold: true },
      { text: 'Jun 2015 – Feb 2018', x: 500, y: 180 },
      { text: 'Initech', x: 200, y: 193 },
      ...bullets(210, 211, 6),
    ];
    const { text, hints } = await read([{ texts: page1 }, { texts: page2 }]);
    const resume = structureResumeLocal(text, hints);
    expect(resume.experience?.map((e) => [e.role, e.company, e.startDate, e.endDate])).toEqual([
      ['Staff Engineer', 'Acme Corp', 'Jan 2021', 'Present'],
      ['Senior Engineer', 'Acme Corp', 'Mar 2018', 'Dec 2020'],
      ['Engineer', 'Initech', 'Jun 2015', 'Feb 2018'],
    ]);
    expect(resume.education).toHaveLength(1);
    expect(resume.skills?.Skills).toEqual(
      expect.arrayContaining(['Python', 'PostgreSQL', 'Kubernetes', 'Terraform']),
    );
  });

  it('joins the wrapped end of a "Label: | list" line set under its value, and reads the list as skills', async () => {
    const { lines, text, hints } = await read([
      {
        texts: [
          { text: 'Jan Doe', x: 60, y: 50, size: 24, bold: true },
          { text: 'Tech:', x: 60, y: 100 },
          {
            text: 'Meteor, Javascript, Bootstrap, MongoDB, Git, Webstorm, Machine',
            x: 130,
            y: 100,
          },
          { text: 'Learning', x: 130, y: 112 },
          { text: 'Status:', x: 60, y: 130 },
          { text: 'M.Sc. Digital Media', x: 130, y: 130 },
          { text: 'Fields:', x: 60, y: 142 },
          { text: 'Consulting, Project Management', x: 130, y: 142 },
          { text: 'EXPERIENCE', x: 60, y: 180, size: 13, bold: true },
          { text: 'Engineer, Acme Corp', x: 60, y: 200, bold: true },
          { text: '2016 – 2020', x: 480, y: 200 },
        ],
      },
    ]);
    expect(lines.map((l) => l.cells)).toContainEqual([
      'Tech:',
      'Meteor, Javascript, Bootstrap, MongoDB, Git, Webstorm, Machine Learning',
    ]);
    // A line under a value that is no list is not joined to it.
    expect(lines.map((l) => l.cells)).toContainEqual(['Status:', 'M.Sc. Digital Media']);
    const resume = structureResumeLocal(text, hints);
    expect(resume.skills?.Tech).toContain('Machine Learning');
    expect(resume.skills?.Fields).toEqual(['Consulting', 'Project Management']);
  });

  it('splits a date column from the text beside it and makes a range it wrapped whole', async () => {
    // moderncv's layout: dates right-aligned in a narrow column ending 8 pt before the entries.
    const dateAt = (text: string, y: number): Text => {
      let w = 0;
      for (const ch of text) w += width(ch, 10);
      return { text, x: 138 - w, y, bold: true };
    };
    const { lines, text, hints } = await read([
      {
        texts: [
          { text: 'Alex Kim', x: 146, y: 60, size: 24 },
          { text: 'Experience', x: 146, y: 100, size: 14 },
          dateAt('2017 –', 120),
          { text: 'Product Manager, Globex, Mountain View, CA', x: 146, y: 120 },
          dateAt('Present', 133),
          {
            text: 'Leading teams that design and launch products for millions of users.',
            x: 146,
            y: 133,
          },
          dateAt('2012 – 2017', 160),
          { text: 'Software Engineer, Initech, Seattle, WA', x: 146, y: 160 },
          { text: 'Built the order service and its public API used by partners.', x: 146, y: 173 },
          dateAt('2009 –', 200),
          dateAt('2012', 213),
          { text: 'Software Engineer, Hooli, Austin, TX', x: 146, y: 200 },
          { text: 'Wrote the billing jobs that replaced the nightly batch.', x: 146, y: 226 },
        ],
      },
    ]);
    expect(lines.map((l) => l.cells)).toContainEqual([
      '2017 – Present',
      'Product Manager, Globex, Mountain View, CA',
    ]);
    expect(lines.map((l) => l.cells)).toContainEqual([
      'Leading teams that design and launch products for millions of users.',
    ]);
    const resume = structureResumeLocal(text, hints);
    expect(resume.experience?.map((e) => [e.role, e.company, e.startDate, e.endDate])).toEqual([
      ['Product Manager', 'Globex', '2017', 'Present'],
      ['Software Engineer', 'Initech', '2012', '2017'],
      ['Software Engineer', 'Hooli', '2009', '2012'],
    ]);
  });

  it('reads a justified line of a narrow column as words, not cells, but keeps a two-cell table row', async () => {
    const w = (text: string) => [...text].reduce((a, ch) => a + width(ch, 10), 0);
    // Word spaces stretched to 12 pt (past the 9 pt cell gap), the line ending at the column's edge.
    const words = ['highly', 'optimised', 'for', 'cluster'];
    const texts: Text[] = [];
    let x = 30;
    for (const word of words) {
      texts.push({ text: word, x, y: 113, bold: true });
      x += w(word) + 12;
    }
    const right = x - 12;
    const { lines, text } = await read([
      {
        texts: [
          { text: 'EDUCATION', x: 30, y: 80, size: 13, bold: true },
          { text: 'This numerical approach was', x: 30, y: 100, bold: true },
          ...texts,
          { text: 'computing and built in C++.', x: 30, y: 126, bold: true },
          { text: 'Python', x: 30, y: 150, bold: true },
          { text: 'Expert', x: right - w('Expert'), y: 150, bold: true },
        ],
      },
    ]);
    expect(text).toContain(
      'This numerical approach was highly optimised for cluster computing and built in C++.',
    );
    expect(lines.map((l) => l.cells)).toContainEqual(['Python', 'Expert']);
  });

  it('reads a heading set with tracking wider than the cell gap as words', async () => {
    // Every letter its own item, 12 pt apart at 11 pt (past the 9.9 pt cell gap); words 30 pt apart.
    const tracked = (text: string, y: number): Text[] => {
      const out: Text[] = [];
      let x = 50;
      for (const ch of text) {
        if (ch === ' ') x += 18;
        else {
          out.push({ text: ch, x, y, size: 11, bold: true });
          x += width(ch, 11) + 12;
        }
      }
      return out;
    };
    const { lines, text, hints } = await read([
      {
        texts: [
          { text: 'Sam Lee', x: 50, y: 50, size: 22, bold: true },
          ...tracked('WORK EXPERIENCE', 90),
          { text: 'Engineer, Acme Corp', x: 50, y: 110, bold: true },
          { text: '2019 – 2021', x: 480, y: 110 },
          { text: '•', x: 55, y: 123 },
          { text: 'Built the billing service.', x: 65, y: 123 },
          ...tracked('SKILLS', 150),
          { text: 'Python, Go', x: 50, y: 170 },
        ],
      },
    ]);
    const headings = lines.filter((l) => l.kind === 'heading').map((l) => l.cells[0]);
    expect(headings).toEqual(['WORK EXPERIENCE', 'SKILLS']);
    const resume = structureResumeLocal(text, hints);
    expect(resume.experience).toHaveLength(1);
    expect(resume.skills?.Skills).toEqual(['Python', 'Go']);
  });

  it('joins a right-aligned date to the title on its left, and lifts one drawn beside the first bullet', async () => {
    const { lines } = await read([
      {
        texts: [
          { text: 'EXPERIENCE', x: 50, y: 80, size: 13, bold: true },
          { text: 'Staff Engineer', x: 50, y: 100, bold: true },
          { text: 'Jan 2020 – Present', x: 480, y: 100 },
          { text: 'Globex, Research Intern', x: 50, y: 140 },
          { text: '•', x: 55, y: 153 },
          { text: 'Designed the sparse attention kernels used in production', x: 65, y: 153 },
          { text: 'May 2019 – Aug 2019', x: 480, y: 153 },
        ],
      },
    ]);
    expect(lines.map((l) => l.cells)).toEqual([
      ['EXPERIENCE'],
      ['Staff Engineer', 'Jan 2020 – Present'],
      ['Globex, Research Intern', 'May 2019 – Aug 2019'],
      ['Designed the sparse attention kernels used in production'],
    ]);
    expect(lines[3]!.kind).toBe('bullet');
  });

  it('joins wrapped bullets, sentences and comma lists back into one line', async () => {
    const long =
      'Led the migration of forty services from virtual machines to a managed container platform on';
    const { text } = await read([
      {
        texts: [
          { text: 'EXPERIENCE', x: 50, y: 80, size: 13, bold: true },
          { text: 'Platform Engineer, Acme Corp', x: 50, y: 100, bold: true },
          { text: '•', x: 55, y: 113 },
          { text: long, x: 65, y: 113 },
          { text: 'Kubernetes and Terraform', x: 65, y: 126 },
          { text: '•', x: 55, y: 139 },
          { text: 'Ran the on-call rotation.', x: 65, y: 139 },
          { text: 'SKILLS', x: 50, y: 170, size: 13, bold: true },
          {
            text: 'Languages: Python, Go, TypeScript, Rust, Java, Kotlin, Scala, Ruby, Elixir, Clojure, Google Cloud',
            x: 50,
            y: 190,
          },
          { text: 'Platform, Test-Driven Development', x: 50, y: 203 },
        ],
      },
    ]);
    expect(text).toContain(`• ${long} Kubernetes and Terraform`);
    expect(text).toContain('• Ran the on-call rotation.');
    const resume = structureResumeLocal(text);
    expect(resume.skills?.Languages).toEqual(
      expect.arrayContaining(['Google Cloud Platform', 'Test-Driven Development']),
    );
    expect(resume.experience?.[0]?.achievements).toHaveLength(2);
  });

  it('keeps a URL line under a job title in that job', async () => {
    const { text, hints } = await read([
      {
        texts: [
          { text: 'Sam Lee', x: 50, y: 50, size: 22, bold: true },
          { text: 'EXPERIENCE', x: 50, y: 90, size: 13, bold: true },
          { text: 'Software Engineer, Brightside Health', x: 50, y: 110, bold: true },
          { text: 'Mar 2021 – Present', x: 480, y: 110 },
          { text: 'brightside.com', x: 50, y: 123 },
          { text: '•', x: 55, y: 136 },
          { text: 'Moved the web app to React 18 and TypeScript.', x: 65, y: 136 },
          { text: 'Web Developer, Acme Corp', x: 50, y: 160, bold: true },
          { text: 'May 2017 – Dec 2019', x: 480, y: 160 },
          { text: 'acme.io', x: 50, y: 173 },
          { text: '•', x: 55, y: 186 },
          { text: 'Shipped thirty marketing sites.', x: 65, y: 186 },
        ],
      },
    ]);
    const resume = structureResumeLocal(text, hints);
    expect(resume.experience).toHaveLength(2);
    expect(resume.experience?.[0]).toMatchObject({
      role: 'Software Engineer',
      company: 'Brightside Health',
      startDate: 'Mar 2021',
      endDate: 'Present',
    });
    expect(resume.experience?.[1]).toMatchObject({
      role: 'Web Developer',
      company: 'Acme Corp',
      startDate: 'May 2017',
      endDate: 'Dec 2019',
    });
  });

  it('finds headings by font: an unknown title set like the known headings is one, a bold company name is not', async () => {
    const { lines, text, hints } = await read([
      {
        texts: [
          { text: 'EXPERIENCE', x: 50, y: 80, size: 13, bold: true },
          { text: 'ACME CORP', x: 50, y: 100, bold: true },
          { text: 'Engineer 2019 – 2021', x: 50, y: 113 },
          { text: 'OPEN SOURCE WORK', x: 50, y: 150, size: 13, bold: true },
          { text: 'Maintainer of a scheduling library with 7000 users.', x: 50, y: 170 },
        ],
      },
    ]);
    const kinds = Object.fromEntries(lines.map((l) => [l.cells[0], l.kind]));
    expect(kinds).toMatchObject({
      EXPERIENCE: 'heading',
      'ACME CORP': 'text',
      'OPEN SOURCE WORK': 'heading',
    });
    // The unknown heading closes the experience section: its line is not a job's content.
    const resume = structureResumeLocal(text, hints);
    expect(resume.experience).toHaveLength(1);
    expect(JSON.stringify(resume.experience)).not.toContain('Maintainer');
  });

  it('leaves out white text on a white page (keyword stuffing) but reads white text on a dark banner', async () => {
    const { text, hidden } = await read([
      {
        boxes: [{ x: 0, y: 20, w: 612, h: 60 }],
        texts: [
          { text: 'Jane Doe', x: 50, y: 60, size: 24, white: true },
          { text: 'SUMMARY', x: 50, y: 120, size: 13, bold: true },
          { text: 'Backend engineer who builds payment systems.', x: 50, y: 140 },
          { text: 'kubernetes terraform golang rust kafka', x: 50, y: 160, size: 4, white: true },
        ],
      },
    ]);
    expect(text).toContain('Jane Doe');
    expect(text).not.toContain('kubernetes');
    expect(hidden.join(' ')).toContain('kubernetes terraform');
  });

  it('reads letter-spaced names and drops mailto:/tel: prefixes and page footers', async () => {
    // Tracked 0.3 em, as a letter-spaced header is set: every letter its own text item.
    const texts: Text[] = [];
    let x = 50;
    for (const ch of 'JANE DOE') {
      if (ch !== ' ') texts.push({ text: ch, x, y: 60, size: 20, bold: true });
      x += width(ch, 20) + 6;
    }
    const { text } = await read([
      {
        texts: [
          ...texts,
          { text: 'mailto:jane@example.com', x: 50, y: 90 },
          { text: 'tel:+1 415 555 0134', x: 250, y: 90 },
          { text: 'SUMMARY', x: 50, y: 120, size: 13, bold: true },
          { text: 'Engineer.', x: 50, y: 140 },
          { text: 'Jane Doe – 1/2', x: 270, y: 770, size: 8 },
        ],
      },
      {
        texts: [
          { text: 'EDUCATION', x: 50, y: 100, size: 13, bold: true },
          { text: 'Jane Doe – 2/2', x: 270, y: 770, size: 8 },
        ],
      },
    ]);
    const lines = text.split('\n');
    expect(lines[0]).toBe('JANE DOE');
    expect(lines[1]).toBe('jane@example.com | +1 415 555 0134');
    expect(text).not.toMatch(/1\/2|2\/2/);
  });
});
