import 'server-only';
import { wordSet } from '../lexicon/word-lists';
import { dateRangePattern } from '../lexicon/date-patterns';
import { findPhoneNumber } from '../resume-reading/find-phone-number';
import { splitResumeSections, type SplitResume } from '../resume-reading/split-resume-sections';

const actionVerbs = wordSet('action-verbs');

/** What an ATS can read from a resume: sections, contact details, bullets, dates, length. */
export type ResumeFacts = {
  split: SplitResume;
  sectionKeys: string[];
  contact: {
    email: string | null;
    phone: string | null;
    linkedin: string | null;
    location: string | null;
  };
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
export const linkedinPattern =
  /(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/(?:in|pub)\/[\w%-]+\/?/i;
export const locationPattern =
  /\b[A-Z][a-zA-Z.]+(?:[ -][A-Z][a-zA-Z.]+)*,\s*(?:[A-Z]{2}\b|[A-Z][a-z]+(?: [A-Z][a-z]+)*)|\bRemote\b/;

/** A line that reads like a sentence (a bullet that lost its glyph), not an entry header. */
function isSentence(line: string): boolean {
  const words = line.split(/\s+/);
  return (
    words.length >= 6 &&
    words.filter((w) => /^[a-z]{3,}/.test(w)).length >= 3 &&
    !dateRangePattern.test(line)
  );
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
    phone:
      findPhoneNumber({ lines: split.header.lines }) ||
      findPhoneNumber({ lines: top.split('\n'), possible: false }) ||
      null,
    linkedin: linkedinPattern.exec(text)?.[0] ?? null,
    location: locationPattern.exec(split.header.lines.join('\n') || top)?.[0] ?? null,
  };
  const bulletSource = split.sections.filter((s) =>
    ['experience', 'projects', 'volunteering', 'other'].includes(s.key),
  );
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
  const withoutVerb = bullets.filter(
    (b) => !actionVerbs.has((b.split(/\s+/)[0] ?? '').toLowerCase().replace(/[^a-z]/g, '')),
  );
  const dateFormats: Record<string, number> = {};
  let dateRanges = 0;
  for (const section of split.sections.filter(
    (s) => s.key === 'experience' || s.key === 'education',
  )) {
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
