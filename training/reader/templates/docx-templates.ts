// Resume templates written as Word documents (the `docx` package) and printed to PDF by
// LibreOffice (run-tex.ts convertDocx): paragraph styles with right tab stops, and a layout table.
import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
} from 'docx';
import type { ResumeContent } from '../generate-content';
import type { Rng } from '../random';

export type DocxTemplate = {
  family: string;
  render: (c: ResumeContent, rng: Rng) => Promise<Uint8Array>;
};

type Look = { font: string; size: number; color: string; caps: boolean; right: number };

function drawLook(rng: Rng): Look {
  return {
    font: rng.pick(['Liberation Sans', 'Liberation Serif', 'Carlito', 'Caladea', 'DejaVu Sans']),
    size: rng.pick([19, 20, 21, 22]),
    color: rng.pick(['1F3B73', '0B6E4F', '8B1E3F', '333333', '005F8F']),
    caps: rng.chance(0.5),
    right: rng.pick([9000, 9400, 9600]),
  };
}

const run = (text: string, o: { bold?: boolean; italics?: boolean; size?: number } = {}) =>
  new TextRun({ text, ...o });

const heading = (look: Look, text: string) =>
  new Paragraph({
    heading: HeadingLevel.HEADING_1,
    spacing: { before: 200, after: 80 },
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: look.color, space: 1 } },
    children: [
      new TextRun({
        text: look.caps ? text.toUpperCase() : text,
        bold: true,
        color: look.color,
        size: look.size + 6,
      }),
    ],
  });

/** Text left and text at the right margin on one line (a right tab stop). */
const tabbed = (look: Look, left: TextRun[], right: string) =>
  new Paragraph({
    tabStops: [{ type: TabStopType.RIGHT, position: look.right }],
    children: [...left, run(`\t${right}`)],
  });

const bullet = (text: string) => new Paragraph({ bullet: { level: 0 }, children: [run(text)] });
const plain = (text: string, o: { bold?: boolean; italics?: boolean } = {}) =>
  new Paragraph({ children: [run(text, o)] });

const skillParas = (c: ResumeContent) =>
  c.skills.map((g) =>
    g.label
      ? new Paragraph({ children: [run(`${g.label}: `, { bold: true }), run(g.items.join(', '))] })
      : plain(g.items.join(', ')),
  );

const pack = async (look: Look, children: (Paragraph | Table)[]) =>
  new Uint8Array(
    await Packer.toBuffer(
      new Document({
        styles: { default: { document: { run: { font: look.font, size: look.size } } } },
        sections: [
          {
            properties: { page: { margin: { top: 900, bottom: 900, left: 1000, right: 1000 } } },
            children,
          },
        ],
      }),
    ),
  );

const header = (c: ResumeContent, look: Look, rng: Rng) => {
  const centred = rng.chance(0.5) ? AlignmentType.CENTER : AlignmentType.LEFT;
  return [
    new Paragraph({
      alignment: centred,
      children: [new TextRun({ text: c.name, bold: true, size: look.size + 20 })],
    }),
    new Paragraph({ alignment: centred, children: [run(c.title, { italics: true })] }),
    new Paragraph({
      alignment: centred,
      children: [
        run([c.email, c.phone, c.location, c.url].join(rng.pick([' | ', ' · ', '  •  ']))),
      ],
    }),
  ];
};

/** Word's usual resume: heading styles, "Role, Company" bold with the dates at a right tab. */
const docxTabs: DocxTemplate = {
  family: 'docx-tabs',
  async render(c, rng) {
    const look = drawLook(rng);
    const orgLine = rng.chance(0.5);
    const jobs = c.jobs.flatMap((j) => [
      orgLine
        ? tabbed(look, [run(j.role, { bold: true })], j.dates)
        : tabbed(look, [run(j.role, { bold: true }), run(`, ${j.company}`)], j.dates),
      ...(orgLine ? [tabbed(look, [run(j.company, { italics: true })], j.location)] : []),
      ...j.bullets.map(bullet),
    ]);
    const edu = c.studies.flatMap((s) => [
      tabbed(look, [run(s.institution, { bold: true })], s.dates),
      plain(s.degree, { italics: true }),
    ]);
    return pack(look, [
      ...header(c, look, rng),
      heading(look, c.headings.summary),
      plain(c.summary),
      heading(look, c.headings.experience),
      ...jobs,
      heading(look, c.headings.education),
      ...edu,
      heading(look, c.headings.skills),
      ...skillParas(c),
      heading(look, c.headings.other),
      ...c.other.map((o) => plain(o)),
    ]);
  },
};

const none = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
const noBorders = { top: none, bottom: none, left: none, right: none };
const cell = (children: Paragraph[], pct: number) =>
  new TableCell({ children, borders: noBorders, width: { size: pct, type: WidthType.PERCENTAGE } });

/** A borderless two-column table: dates (or the section's label) left, the entry right. */
const docxTable: DocxTemplate = {
  family: 'docx-table',
  async render(c, rng) {
    const look = drawLook(rng);
    const left = rng.pick([18, 22, 25]);
    const row = (a: Paragraph[], b: Paragraph[]) =>
      new TableRow({ children: [cell(a, left), cell(b, 100 - left)] });
    const table = (rows: TableRow[]) =>
      new Table({ rows, width: { size: 100, type: WidthType.PERCENTAGE }, borders: noBorders });
    const jobs = c.jobs.map((j) =>
      row(
        [plain(j.dates)],
        [
          new Paragraph({ children: [run(j.role, { bold: true })] }),
          plain(rng.chance(0.5) ? `${j.company}, ${j.location}` : j.company, { italics: true }),
          ...j.bullets.map(bullet),
        ],
      ),
    );
    const edu = c.studies.map((s) =>
      row([plain(s.dates)], [plain(s.degree, { bold: true }), plain(s.institution)]),
    );
    const skills = c.skills.map((g) =>
      row([plain(g.label ?? '', { bold: true })], [plain(g.items.join(', '))]),
    );
    return pack(look, [
      ...header(c, look, rng),
      heading(look, c.headings.summary),
      plain(c.summary),
      heading(look, c.headings.experience),
      table(jobs),
      heading(look, c.headings.education),
      table(edu),
      heading(look, c.headings.skills),
      table(skills),
      heading(look, c.headings.other),
      ...c.other.map((o) => bullet(o)),
    ]);
  },
};

export const docxTemplates: DocxTemplate[] = [docxTabs, docxTable];
