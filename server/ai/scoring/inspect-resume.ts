import 'server-only';
import { findPhoneNumber } from '../resume-reading/find-phone-number';
import { splitResumeSections, type SplitResume } from '../resume-reading/split-resume-sections';

/** What an ATS can read from a resume: sections, contact details, bullets, dates, length. */
export type ResumeFacts = {
  split: SplitResume;
  sectionKeys: string[];
  contact: { email: string | null; phone: string | null; linkedin: string | null; location: string | null };
  bullets: string[];
  bulletsWithNumber: number;
  bulletsWithActionVerb: number;
  bulletsWithoutNumber: string[];
  bulletsWithoutVerb: string[];
  dateFormats: Record<string, number>;
  dateRanges: number;
  wordCount: number;
};

export const emailPattern = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
export const linkedinPattern = /(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/(?:in|pub)\/[\w%-]+\/?/i;
export const locationPattern = /\b[A-Z][a-zA-Z.]+(?:[ -][A-Z][a-zA-Z.]+)*,\s*(?:[A-Z]{2}\b|[A-Z][a-z]+(?: [A-Z][a-z]+)*)|\bRemote\b/;

const month = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';
/** A range: "Jan 2020 – Present", "2018 - 2021", "03/2019 to 06/2020", "Mar. 2021 Present" or "Apr 2020Jun 2020" (a PDF that lost its dash), "2004/2013", "2013/---" (still there). */
/** One date: "Jan 2020", "03/2019", "2019-03", "2016/09" or "2016 / 09" (year, month), "Sep 15" or "Sep '15" (two-digit year after a month), "2019". */
const oneDate = `${month}\\s*\\d{4}|\\d{1,2}/\\d{4}|\\d{4}-\\d{2}|(?:19|20)\\d{2}\\s?/\\s?(?:0?[1-9]|1[0-2])(?!\\d)|${month}\\s*'?\\d{2}(?!\\d)|(?:19|20)\\d{2}`;
export const dateRangePattern = new RegExp(
  `(${oneDate})(?:\\s*[-–—]\\s*|\\s+to\\s+|\\s+until\\s+|\\s*\\/\\s*|\\s+|(?=${month}\\s*\\d{4}))(${oneDate}|present|current|now|today|date|ongoing|-{2,}|…)`,
  'i',
);

const actionVerbs = new Set(
  `accelerated achieved administered advised analyzed analysed architected arranged assessed assisted audited automated balanced boosted built calculated championed coached collaborated compiled completed conducted configured consolidated coordinated created cut decreased defined delivered deployed designed developed devised diagnosed directed doubled drafted drove eliminated enabled engineered enhanced established evaluated executed expanded facilitated forecasted founded generated grew guided handled headed identified implemented improved increased initiated installed instituted integrated introduced launched led leveraged maintained managed mentored migrated modernized monitored negotiated optimized optimised orchestrated organized organised overhauled owned partnered performed pioneered planned prepared presented processed produced programmed provisioned published raised rebuilt reconciled recruited redesigned reduced refactored resolved restructured revamped reviewed saved scaled scheduled secured shipped simplified spearheaded streamlined strengthened supervised supported tested trained transformed tripled troubleshot upgraded wrote`.split(' '),
);

/** A line that reads like a sentence (a bullet that lost its glyph), not an entry header. */
function isSentence(line: string): boolean {
  const words = line.split(/\s+/);
  return words.length >= 6 && words.filter((w) => /^[a-z]{3,}/.test(w)).length >= 3 && !dateRangePattern.test(line);
}

function dateFormat(d: string): string {
  if (/^\d{1,2}\/\d{4}$/.test(d)) return 'MM/YYYY';
  if (/^\d{4}-\d{2}$/.test(d)) return 'YYYY-MM';
  if (/^(19|20)\d{2}$/.test(d)) return 'YYYY';
  return 'Mon YYYY';
}

/** Reads the facts an applicant-tracking system cares about from resume text. */
export function inspectResume(text: string): ResumeFacts {
  const split = splitResumeSections(text);
  const sectionKeys = [...new Set(split.sections.map((s) => s.key))];
  const top = [split.header.lines.join('\n'), text.slice(0, 1500)].join('\n');
  const contact = {
    email: emailPattern.exec(text)?.[0] ?? null,
    // libphonenumber, like the structurer: an address's house number is never glued onto the number.
    // Template-shaped numbers (555-…) count in the header only: lower down, "2019 - 2024" would.
    phone: findPhoneNumber({ lines: split.header.lines }) || findPhoneNumber({ lines: top.split('\n'), possible: false }) || null,
    linkedin: linkedinPattern.exec(text)?.[0] ?? null,
    location: locationPattern.exec(split.header.lines.join('\n') || top)?.[0] ?? null,
  };
  const bulletSource = split.sections.filter((s) => ['experience', 'projects', 'volunteering', 'other'].includes(s.key));
  const bullets: string[] = [];
  for (const section of bulletSource) {
    for (const line of section.lines) {
      if (line.startsWith('• ')) bullets.push(line.slice(2).trim());
      else if (bullets.length && /^[a-z(]/.test(line)) bullets[bullets.length - 1] += ` ${line}`;
    }
  }
  // No bullet glyphs (many PDFs lose them): the sentence-like lines of those sections are the bullets.
  if (!bullets.length) {
    for (const section of bulletSource) {
      for (const line of section.lines) if (isSentence(line)) bullets.push(line);
    }
  }
  const withoutNumber = bullets.filter((b) => !/\d/.test(b));
  const withoutVerb = bullets.filter((b) => !actionVerbs.has((b.split(/\s+/)[0] ?? '').toLowerCase().replace(/[^a-z]/g, '')));
  const dateFormats: Record<string, number> = {};
  let dateRanges = 0;
  for (const section of split.sections.filter((s) => s.key === 'experience' || s.key === 'education')) {
    for (const line of section.lines) {
      const range = dateRangePattern.exec(line);
      if (!range) continue;
      dateRanges += 1;
      for (const d of [range[1]!, range[2]!]) {
        if (/^(present|current|now|today|date)$/i.test(d)) continue;
        const f = dateFormat(d.trim());
        dateFormats[f] = (dateFormats[f] ?? 0) + 1;
      }
    }
  }
  return {
    split,
    sectionKeys,
    contact,
    bullets,
    bulletsWithNumber: bullets.length - withoutNumber.length,
    bulletsWithActionVerb: bullets.length - withoutVerb.length,
    bulletsWithoutNumber: withoutNumber,
    bulletsWithoutVerb: withoutVerb,
    dateFormats,
    dateRanges,
    wordCount: (text.match(/[\p{L}\p{N}]+/gu) ?? []).length,
  };
}
