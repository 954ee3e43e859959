import 'server-only';
import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  TabStopType,
  TextRun,
} from 'docx';
import { visibleSectionKeys } from '@/components/resume/template/section-order';
import { sectionTitle } from '@/components/resume/template/section-title';
import type { Resume, ResumeEntry, ResumeSkills } from '@/lib/resume/resume-schema';
import { defaultTemplateId, type ResumeTemplateId } from '@/lib/resume/templates';
import { fileNameFor } from '@/server/resumes/pdf/export-resume-pdf';

export type ExportResumeDocxInput = { resume: Resume; template?: ResumeTemplateId };
export type ExportedDocx = { docx: Uint8Array; filename: string };

/** Per-template look, mirroring resume-styles.ts: font sizes in half-points, colours as hex. */
const looks = {
  classic: {
    size: 21,
    nameSize: 40,
    headingSize: 22,
    accent: '111827',
    centered: true,
    upper: true,
    rule: '9CA3AF',
  },
  modern: {
    size: 21,
    nameSize: 44,
    headingSize: 22,
    accent: '1D4ED8',
    centered: false,
    upper: false,
    rule: '1D4ED8',
  },
  compact: {
    size: 19,
    nameSize: 32,
    headingSize: 19,
    accent: '111827',
    centered: false,
    upper: true,
    rule: undefined,
  },
} satisfies Record<ResumeTemplateId, unknown>;
type Look = (typeof looks)[ResumeTemplateId];

const clean = (s: string | undefined) => (s ?? '').trim();
// A4 width minus 14 mm margins on each side, in twips: where the right-aligned dates sit.
const RIGHT_TAB = 9_600;
const MARGIN = 794;

function dates(entry: ResumeEntry): string {
  const start = clean(entry.startDate);
  const end = clean(entry.endDate);
  return start && end ? `${start} – ${end}` : start || end;
}

/** The same title/subtitle choice as the PDF template (components/resume/template). */
function entryLines(entry: ResumeEntry): { title: string; sub: string } {
  const [role, company, degree, institution, location] = [
    entry.role,
    entry.company,
    entry.degree,
    entry.institution,
    entry.location,
  ].map(clean);
  const join = (...parts: string[]) => parts.filter(Boolean).join(', ');
  if (role || company)
    return { title: role || company!, sub: join(role ? company! : '', location!) };
  if (degree || institution)
    return { title: degree || institution!, sub: join(degree ? institution! : '', location!) };
  return {
    title: clean(entry.name) || clean(entry.title),
    sub: join(entry.name ? clean(entry.title) : '', location!),
  };
}

function entryParagraphs(entry: ResumeEntry, look: Look): Paragraph[] {
  const out: Paragraph[] = [];
  const { title, sub } = entryLines(entry);
  const when = dates(entry);
  if (title || when) {
    out.push(
      new Paragraph({
        heading: HeadingLevel.HEADING_2,
        tabStops: [{ type: TabStopType.RIGHT, position: RIGHT_TAB }],
        spacing: { before: 100 },
        keepNext: true,
        children: [
          new TextRun({ text: title, bold: true }),
          ...(when
            ? [
                new TextRun({
                  text: `\t${when}`,
                  color: look.accent === '111827' ? '374151' : look.accent,
                }),
              ]
            : []),
        ],
      }),
    );
  }
  if (sub)
    out.push(
      new Paragraph({ children: [new TextRun({ text: sub, italics: true, color: '374151' })] }),
    );
  const tech = (entry.techStack ?? []).map(clean).filter(Boolean);
  if (tech.length) out.push(new Paragraph({ text: `Tech stack: ${tech.join(', ')}` }));
  for (const line of clean(entry.description).split('\n').map(clean).filter(Boolean))
    out.push(new Paragraph({ text: line }));
  for (const a of (entry.achievements ?? []).map(clean).filter(Boolean))
    out.push(new Paragraph({ text: a, bullet: { level: 0 } }));
  return out;
}

function skillParagraphs(skills: ResumeSkills): Paragraph[] {
  return Object.entries(skills)
    .map(([name, list]) => [name, list.map(clean).filter(Boolean)] as const)
    .filter(([, list]) => list.length > 0)
    .map(
      ([name, list]) =>
        new Paragraph({
          children: [new TextRun({ text: `${name}: `, bold: true }), new TextRun(list.join(', '))],
        }),
    );
}

function sectionParagraphs(key: string, value: unknown, look: Look): Paragraph[] {
  if (key === 'skills' && value && typeof value === 'object' && !Array.isArray(value))
    return skillParagraphs(value as ResumeSkills);
  if (typeof value === 'string')
    return value
      .split('\n')
      .map(clean)
      .filter(Boolean)
      .map((text) => new Paragraph({ text }));
  if (Array.isArray(value))
    return (value as ResumeEntry[]).flatMap((e) => entryParagraphs(e, look));
  return [];
}

/**
 * The structured resume as an editable Word document: real headings (Title, Heading 1/2),
 * Word bullet lists and plain paragraphs, one column, no tables or text boxes (ATS parsers
 * skip or scramble those). Same content and order as the PDF template.
 */
export async function exportResumeDocx({
  resume,
  template = defaultTemplateId,
}: ExportResumeDocxInput): Promise<ExportedDocx> {
  const look = looks[template];
  const h = resume.header;
  const align = look.centered ? AlignmentType.CENTER : AlignmentType.LEFT;
  const children: Paragraph[] = [];
  if (clean(h.fullName)) {
    children.push(
      new Paragraph({
        heading: HeadingLevel.TITLE,
        alignment: align,
        children: [
          new TextRun({
            text: clean(h.fullName),
            bold: true,
            size: look.nameSize,
            color: look.accent,
          }),
        ],
      }),
    );
  }
  if (clean(h.title))
    children.push(
      new Paragraph({
        alignment: align,
        children: [new TextRun({ text: clean(h.title), color: '374151' })],
      }),
    );
  const contact = [h.email, h.phone, h.location, h.linkedin, h.github, h.portfolio]
    .map(clean)
    .filter(Boolean);
  if (contact.length)
    children.push(
      new Paragraph({
        alignment: align,
        children: [new TextRun({ text: contact.join(' | '), color: '374151' })],
      }),
    );

  const sections = resume as Record<string, unknown>;
  for (const key of visibleSectionKeys(resume)) {
    const title = sectionTitle(key);
    children.push(
      new Paragraph({
        heading: HeadingLevel.HEADING_1,
        keepNext: true,
        spacing: { before: 200, after: 80 },
        border: look.rule
          ? { bottom: { style: BorderStyle.SINGLE, size: 6, color: look.rule, space: 1 } }
          : undefined,
        children: [
          new TextRun({
            text: look.upper ? title.toUpperCase() : title,
            bold: true,
            color: look.accent,
            size: look.headingSize,
          }),
        ],
      }),
    );
    children.push(...sectionParagraphs(key, sections[key], look));
  }

  const doc = new Document({
    creator: 'Pursuit',
    title: clean(h.fullName) ? `${clean(h.fullName)} - Resume` : 'Resume',
    styles: {
      default: {
        document: { run: { font: 'Arial', size: look.size, color: '111827' } },
        title: { run: { font: 'Arial' } },
        heading1: { run: { font: 'Arial' } },
        heading2: { run: { font: 'Arial', size: look.size, color: '111827' } },
      },
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: 11_906, height: 16_838 },
            margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
          },
        },
        children,
      },
    ],
  });
  return {
    docx: new Uint8Array(await Packer.toBuffer(doc)),
    filename: fileNameFor(h.fullName, 'docx'),
  };
}
