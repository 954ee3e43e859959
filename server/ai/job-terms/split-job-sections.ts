import 'server-only';
import { findTerms } from './find-terms';

/** What a part of a posting is: requirements, nice-to-haves, duties, the opening, or text to skip (benefits, about us). */
export type Context = 'required' | 'preferred' | 'duties' | 'intro' | 'ignore';

// Headings are matched whole; the longer phrases also as the start of a short heading line
// ("What we are looking for in you", "What we offer you").
const headingContexts: [Context, RegExp][] = [
  [
    'preferred',
    /^(nice[ -]to[ -]haves?|preferred( qualifications| skills| experience| requirements)?|bonus( points)?|pluses|plus|desired( skills| qualifications)?|good to have|extra credit|ideally|even better|additional (qualifications|skills))$/,
  ],
  [
    'required',
    /^(requirements|required( qualifications| skills| experience)?|(minimum|basic|key|essential) (qualifications|requirements|skills)|qualifications|must[ -]haves?|who you are|you have|about you|(your )?skills( and experience| & experience)?|experience|your profile|you should have|skills and qualifications|job requirements|skills (and|&) requirements|requirements (and|&) skills|what we need|who (are we|we are|we're) looking for\??|must[ -]have skills|technical skills|qualifications (and|&) experience)$/,
  ],
  [
    'duties',
    /^((key |main |your )?responsibilities|the role|your role|duties|day[ -]to[ -]day|about the (role|job|position)|job description|role overview|the opportunity|your impact|the job)$/,
  ],
  [
    'ignore',
    /^(benefits|perks( (and|&) benefits)?|compensation and benefits|about us|about the company|about [a-z0-9 .&]+|who we are|equal (opportunity|employment)( employer)?|our values|why join us|why work with us|how to apply|eeo statement|our commitment|life at [a-z0-9 .&]+|company description|job benefits)$/,
  ],
];

const headingPrefixes: [Context, RegExp][] = [
  [
    'preferred',
    /^(nice to have|bonus if|bonus points|it would be great|what would make you stand out|preferred qualifications|you might also have)/,
  ],
  [
    'required',
    /^(what you('ll| will)? (need|bring)|what we('re| are) looking for|what we need|what skills|the skills (we('re| are)|you('ll| will)) |what you have|who you are|minimum qualifications|basic qualifications|requirements for)/,
  ],
  [
    'duties',
    /^(what you('ll| will) do|what you will be doing|what your day|a day in the life|in this role|responsibilities)/,
  ],
  [
    'ignore',
    /^(what we offer|benefits|perks|why you('ll| will) love|about the team at|our (benefits|perks)|equal opportunity)/,
  ],
];

function cleanHeading(line: string): string {
  return line
    .replace(/^[\s•#*\-–—|]+|[\s:•\-–—|]+$/g, '')
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

function contextOf(heading: string): Context | null {
  for (const [context, pattern] of headingContexts) if (pattern.test(heading)) return context;
  // A long line, or one naming skills, is content even if it starts like a heading.
  if (heading.split(' ').length > 8 || findTerms(heading).some((h) => !h.evidenceOnly)) return null;
  for (const [context, pattern] of headingPrefixes) if (pattern.test(heading)) return context;
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
