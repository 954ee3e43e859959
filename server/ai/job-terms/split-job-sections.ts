import 'server-only';
import { jobHeadings } from '../lexicon/word-lists';
import { findTerms } from './find-terms';

/** What a part of a posting is: requirements, nice-to-haves, duties, the opening, or text to skip (benefits, about us). */
export type Context = 'required' | 'preferred' | 'duties' | 'intro' | 'ignore';

// Headings are matched whole; "about …" and "life at …" with any name; the longer phrases also as
// the start of a short heading line ("What we are looking for in you", "What we offer you").
// The phrases: server/ai/lexicon/words/en/job-headings.json.
const contexts: Context[] = ['preferred', 'required', 'duties', 'ignore'];
const headings = jobHeadings();
const wholeHeadings = contexts.map((c) => [c, new Set(headings.whole[c] ?? [])] as const);
const namedHeadings = contexts.map((c) => [c, headings.named[c] ?? []] as const);
const headingStarts = contexts.map((c) => [c, headings.starts[c] ?? []] as const);
const aName = /^[a-z0-9 .&]+$/;

function cleanHeading(line: string): string {
  return line
    .replace(/^[\s•#*\-–—|]+|[\s:•\-–—|]+$/g, '')
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

function contextOf(heading: string): Context | null {
  for (const [i, [context, phrases]] of wholeHeadings.entries()) {
    if (phrases.has(heading)) return context;
    for (const phrase of namedHeadings[i]![1])
      if (heading.startsWith(`${phrase} `) && aName.test(heading.slice(phrase.length + 1)))
        return context;
  }
  // A long line, or one naming skills, is content even if it starts like a heading.
  if (heading.split(' ').length > 8 || findTerms(heading).some((h) => !h.evidenceOnly)) return null;
  for (const [context, phrases] of headingStarts)
    if (phrases.some((p) => heading.startsWith(p))) return context;
  return null;
}

export type Piece = { context: Context; section: string | null; text: string; list: boolean };

// "Technologies" / "Tech stack" headings (Stack Overflow Jobs postings list tags there, space-separated).
const listHeading = /^(our )?(core |main )?(technologies|tech(nology)? stack|stack|tools|tags)$/;
// Labels whose value is the next line only ("Location" / "Salary" then one line): that line is skipped,
// then the section before goes on.
const labelHeading =
  /^(location( options)?|salary( range)?|pay( range)?|compensation|job type|experience level|company size|company type|hours|deadline|start date|remote)$/;

/** Splits the posting into pieces of text under their heading (also inline "Requirements: …"), with the heading's context. */
export function splitJobSections(jd: string): Piece[] {
  const out: Piece[] = [];
  let context: Context = 'intro';
  let section: string | null = null;
  let list = false;
  let skipOne = false;
  for (const rawLine of jd.split('\n')) {
    const line = rawLine.trim();
    if (!line) continue;
    if (skipOne) {
      skipOne = false;
      continue;
    }
    if (line.length <= 70) {
      const heading = cleanHeading(line);
      if (labelHeading.test(heading)) {
        skipOne = true;
        continue;
      }
      if (listHeading.test(heading)) {
        context = 'required';
        section = line.replace(/[:\s]+$/, '');
        list = true;
        continue;
      }
      const found = contextOf(heading);
      if (found && (/[:]$/.test(line) || !/[.!?]$/.test(line))) {
        context = found;
        section = line.replace(/[:\s]+$/, '');
        list = false;
        continue;
      }
    }
    const inline = /^([A-Za-z' &-]{3,50}):\s+(.+)$/.exec(line);
    const inlineContext = inline ? contextOf(cleanHeading(inline[1]!)) : null;
    if (inline && inlineContext) {
      // "Location: remote" or "Requirements: a, b, c" labels its own line only.
      out.push({ context: inlineContext, section: inline[1]!, text: inline[2]!, list: false });
      continue;
    }
    out.push({ context, section, text: line, list });
    list = false;
  }
  return out;
}
