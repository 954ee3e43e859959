// Resume templates drawn straight into a PDF with pdf-lib (no browser): standard fonts, so only
// text in WinAnsi is drawn (other letters are transliterated). Fast enough for tests.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { ResumeContent } from '../generate-content';
import type { Rng } from '../random';

type Pen = { doc: PDFDocument; page: PDFPage; y: number; regular: PDFFont; bold: PDFFont };
const W = 595;
const H = 842;
const MARGIN = 50;

/** Only WinAnsi letters: others lose their accents ("ł" → "l"), unknown ones go. */
const winAnsi = (s: string) =>
  s
    .replace(/[–—]/g, '-')
    .replace(/[’‘]/g, "'")
    .replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, (ch) =>
      ch.normalize('NFD').replace(/[^\u0020-\u007e]/g, ''),
    );

function line(
  p: Pen,
  text: string,
  x: number,
  o: { size?: number; bold?: boolean; right?: boolean; advance?: boolean } = {},
) {
  const size = o.size ?? 10;
  const font = o.bold ? p.bold : p.regular;
  const t = winAnsi(text);
  if (p.y < MARGIN + size) {
    p.page = p.doc.addPage([W, H]);
    p.y = H - MARGIN;
  }
  const at = o.right ? W - MARGIN - font.widthOfTextAtSize(t, size) : x;
  p.page.drawText(t, { x: at, y: p.y, size, font, color: rgb(0, 0, 0) });
  if (o.advance !== false) p.y -= size * 1.35;
}

/** Words wrapped to the width from x to the right margin. */
function para(p: Pen, text: string, x: number, size = 10, indent = 0) {
  const words = winAnsi(text).split(' ');
  let cur = '';
  let first = true;
  for (const w of words) {
    const next = cur ? `${cur} ${w}` : w;
    if (p.regular.widthOfTextAtSize(next, size) > W - MARGIN - x - (first ? 0 : indent)) {
      line(p, cur, first ? x : x + indent, { size });
      cur = w;
      first = false;
    } else cur = next;
  }
  if (cur) line(p, cur, first ? x : x + indent, { size });
}

/** The content as a standard-font PDF can print it (what its lines are labelled from). */
export function toWinAnsi(c: ResumeContent): ResumeContent {
  return JSON.parse(JSON.stringify(c), (_k, v: unknown) =>
    typeof v === 'string' ? winAnsi(v) : v,
  ) as ResumeContent;
}

export type DrawnTemplate = {
  family: string;
  render: (c: ResumeContent, rng: Rng) => Promise<Uint8Array>;
};

async function pen(font: 'helvetica' | 'times'): Promise<Pen> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(
    font === 'times' ? StandardFonts.TimesRoman : StandardFonts.Helvetica,
  );
  const bold = await doc.embedFont(
    font === 'times' ? StandardFonts.TimesRomanBold : StandardFonts.HelveticaBold,
  );
  return { doc, page: doc.addPage([W, H]), y: H - MARGIN, regular, bold };
}

/** One column, bold capital headings, "Role, Company" with dates right-aligned, "•" bullets. */
const drawnPlain: DrawnTemplate = {
  family: 'drawn-plain',
  async render(c, rng) {
    const p = await pen('helvetica');
    line(p, c.name, MARGIN, { size: 20, bold: true });
    line(p, c.title, MARGIN, { size: 11 });
    line(p, [c.email, c.phone, c.location].join('  |  '), MARGIN, { size: 9 });
    const heading = (h: string) => {
      p.y -= 6;
      line(p, h.toUpperCase(), MARGIN, { size: 11.5, bold: true });
    };
    heading(c.headings.summary);
    para(p, c.summary, MARGIN);
    heading(c.headings.experience);
    for (const j of c.jobs) {
      line(p, `${j.role}, ${j.company}`, MARGIN, { bold: true, advance: false });
      line(p, j.dates, 0, { right: true });
      if (rng.chance(0.5)) line(p, j.location, MARGIN, { size: 9 });
      for (const b of j.bullets) para(p, `•  ${b}`, MARGIN + 8, 10, 9);
    }
    heading(c.headings.education);
    for (const s of c.studies) {
      line(p, s.institution, MARGIN, { bold: true, advance: false });
      line(p, s.dates, 0, { right: true });
      line(p, s.degree, MARGIN);
    }
    heading(c.headings.skills);
    for (const g of c.skills)
      para(p, `${g.label ? `${g.label}: ` : ''}${g.items.join(', ')}`, MARGIN);
    heading(c.headings.other);
    for (const o of c.other) line(p, o, MARGIN);
    return p.doc.save();
  },
};

/** Times, dates in a left column, the entry's lines right of it; headings larger, not in capitals. */
const drawnDatesLeft: DrawnTemplate = {
  family: 'drawn-dates-left',
  async render(c) {
    const p = await pen('times');
    const col = MARGIN + 110;
    line(p, c.name, MARGIN, { size: 22 });
    for (const x of [c.email, c.phone, c.url]) line(p, x, MARGIN, { size: 10 });
    const heading = (h: string) => {
      p.y -= 8;
      line(p, h, MARGIN, { size: 14, bold: true });
    };
    heading(c.headings.experience);
    for (const j of c.jobs) {
      line(p, j.dates, MARGIN, { advance: false, size: 10 });
      line(p, j.role, col, { bold: true });
      line(p, `${j.company}, ${j.location}`, col);
      for (const b of j.bullets) para(p, `- ${b}`, col, 10, 8);
    }
    heading(c.headings.education);
    for (const s of c.studies) {
      line(p, s.dates, MARGIN, { advance: false });
      line(p, s.degree, col, { bold: true });
      line(p, s.institution, col);
    }
    heading(c.headings.skills);
    for (const g of c.skills) {
      if (g.label) line(p, g.label, MARGIN, { advance: false, bold: true });
      para(p, g.items.join(', '), col);
    }
    heading(c.headings.summary);
    para(p, c.summary, MARGIN);
    return p.doc.save();
  },
};

export const drawnTemplates: DrawnTemplate[] = [drawnPlain, drawnDatesLeft];
