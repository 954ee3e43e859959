import 'server-only';
import type { Resume } from '@/lib/resume/resume-schema';
import { findPhoneNumber } from './find-phone-number';
import { findTerms } from '../job-terms/find-terms';
import { emailPattern, linkedinPattern, locationPattern } from '../scoring/inspect-resume';
import {
  allTerms,
  clip,
  githubPattern,
  locationOnly,
  splitParts,
  urlPattern,
} from './resume-line-patterns';
import { roleNounPattern } from '../lexicon/word-lists';
import { headingKey } from './split-resume-sections';

const nameToken =
  /^(?:\p{Lu}[\p{Ll}'’-]+(?:-\p{Lu}[\p{Ll}'’]+)?|\p{Lu}(?:['’]?\p{Lu})+(?:-\p{Lu}{2,})?|\p{Lu}\.|(?:van|von|de|da|del|der|di|le|la|bin|al)|Mc\p{Lu}\p{Ll}+|O'\p{Lu}\p{Ll}+)$/u;
const notNames = /^(?:resume|résumé|curriculum vitae|cv|contact|profile|portfolio)$/i;

const notNameWords =
  /\b(?:company|inc|llc|ltd|corp|corporation|group|bank|university|college|institute|school|academy|gmbh|solutions|systems|technologies|services|labs?|positions?|citizen(?:ship)?|tools|description)\b/i;

/**
 * "Ana María López", "JOHN DOE", "Claud D. Park": 2–5 capitalised words; no role, organisation or
 * heading word ("Summary Education" is two headings side by side), not only skills ("Python SQL").
 */
function looksLikeName(line: string): boolean {
  const words = line.trim().split(/\s+/);
  return (
    words.length >= 2 &&
    words.length <= 5 &&
    words.every((w) => nameToken.test(w)) &&
    !roleNounPattern.test(line) &&
    !notNameWords.test(line) &&
    !notNames.test(line.trim()) &&
    !headingKey(line) &&
    !words.some((w) => headingKey(w)) &&
    !allTerms(line)
  );
}

/**
 * The last resort when no line reads as a capitalised name: a short line of words only, in a script
 * without capitals ("王小明") or, on the first line, in one case ("nguyễn văn an"). A label
 * ("Phone:"), a heading, a role, a place or a list of skills is no name: better no name than a
 * wrong one the user must spot.
 */
function couldBeName(line: string, first: boolean): boolean {
  const t = line.trim();
  const words = t.split(/\s+/);
  const cased = /[\p{Lu}\p{Ll}]/u.test(t);
  return (
    /\p{L}/u.test(t) &&
    words.length <= 4 &&
    (!cased || (first && (!/\p{Lu}/u.test(t) || !/\p{Ll}/u.test(t)))) &&
    !/[\d:;,.!?@|/\\()[\]{}+&•·]/u.test(t) &&
    !notNameWords.test(t) &&
    !notNames.test(t) &&
    !words.some((w) => headingKey(w)) &&
    !headingKey(t) &&
    !roleNounPattern.test(t) &&
    !locationOnly.test(t) &&
    findTerms(t).length === 0
  );
}

/** The part of a header line that may be the name: before a "|" or a wide gap, without a "Contacts" or "Name:" label. */
const namePart = (line: string) =>
  line
    .split(/\s{2,}|\s+[|·•]\s+/)[0]!
    .replace(/^(?:contacts?|name)\s*:?\s+/i, '')
    .trim();

/**
 * The name from the line set largest at the top of the first page, without a "Resume" or
 * "Curriculum Vitae" banner beside it: 1–5 words of letters (one word is a name there: "Alice"),
 * no digits, no role, heading or organisation word; else ''.
 */
function layoutName(line: string): string {
  const t = namePart(line)
    .replace(/(?:^|\s)(?:resume|résumé|curriculum vitae|cv)(?=\s|$)/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const words = t.split(' ');
  if (
    !t ||
    words.length > 5 ||
    !/^[\p{L}\p{M}.'’\- ]+$/u.test(t) ||
    !words.every((w) => /^\p{Lu}/u.test(w) || /^(?:van|von|de|da|del|der|di|le|la|bin|al)$/.test(w))
  )
    return '';
  if (
    roleNounPattern.test(t) ||
    notNameWords.test(t) ||
    headingKey(t) ||
    words.some((w) => headingKey(w))
  )
    return '';
  return t;
}

/** A phone number printed with masked digits ("+49 176 313 *** **", "+1 (xxx) xxx-xxxx"): kept as printed, for the person to fill in. */
const maskedNumber = /(?:\+\d{1,3}[\s.-]*)?(?:\(?[\dx*]{2,4}\)?[\s.-]*){2,5}[\dx*]{2,4}/gi;

/**
 * The phone as printed when the header shows it with masked digits: the number found, continued by
 * its masked rest ("+49 176 313" + " *** **"); or, when none was found, a masked number in the
 * header lines with a country code or at least three masked characters.
 */
function maskedPhone(lines: string[], found: string): string {
  for (const line of lines.slice(0, 20)) {
    if (found) {
      const at = line.indexOf(found);
      const rest = at >= 0 ? /^(?:[\s.-]*[x*]{2,4})+/i.exec(line.slice(at + found.length)) : null;
      if (rest) return found + rest[0];
      continue;
    }
    for (const m of line.matchAll(maskedNumber)) {
      const masked = (m[0].match(/[x*]/gi) ?? []).length;
      if (masked >= 3 && /\d/.test(m[0]) && !/[a-wyz]/i.test(m[0])) return m[0].trim();
    }
  }
  return found;
}

/** A name written in capitals reads better as "John Doe". */
function nameCase(name: string): string {
  return name === name.toUpperCase()
    ? name
        .toLowerCase()
        .replace(/(^|[\s'’-])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase())
    : name;
}

/** The name and title when the PDF lost the break between them: "Claud D. ParkDevOps Engineer". */
function splitGluedName(line: string): { name: string; title: string } | null {
  for (const m of line.matchAll(/(?<=\p{Ll})(?=\p{Lu})/gu)) {
    const name = line.slice(0, m.index).trim();
    const title = line.slice(m.index).trim();
    if (looksLikeName(name) && roleNounPattern.test(title)) return { name, title };
  }
  return null;
}

/**
 * A title line without the contact parts set beside it: "Front-End Developer | bwayne" (a handle
 * whose icon was an image), an email, a phone or a link after a "|", "·" or "•" is no part of a title.
 */
export function titleWithoutContacts(line: string): string {
  // Parts at even indexes, the separators between them at odd ones.
  const tokens = line.split(/(\s+[|·•]\s+)/);
  if (tokens.length < 3) return line;
  const handle = /^@?[a-z0-9][a-z0-9._-]{1,38}$/;
  const contact = (part: string) => {
    const t = part.trim();
    return (
      handle.test(t) ||
      emailPattern.test(t) ||
      findPhoneNumber({ lines: [t] }) !== '' ||
      new RegExp(urlPattern.source, 'i').test(t) ||
      linkedinPattern.test(t) ||
      githubPattern.test(t)
    );
  };
  let out = '';
  for (let i = 0; i < tokens.length; i += 2) {
    if (contact(tokens[i]!)) continue;
    out += (out ? (tokens[i - 1] ?? ' ') : '') + tokens[i];
  }
  return out.trim();
}

/** The header fields (name, title, contact details, links) from the lines before the first heading and a sidebar "Contact" block. */
export function readResumeHeader(lines: string[], text: string, nameHint = ''): Resume['header'] {
  const contactLine = (l: string) =>
    emailPattern.test(l) ||
    findPhoneNumber({ lines: [l] }) !== '' ||
    linkedinPattern.test(l) ||
    githubPattern.test(l);
  // The name is the line the layout sets largest at the top when it reads as one; else the first
  // line that reads as a person's name, even under a title or a "Resume" line.
  const candidates = lines.slice(0, 12);
  const hinted = layoutName(nameHint);
  let nameLine = hinted
    ? (lines.find((l) => l.includes(hinted)) ?? hinted)
    : (candidates.find((l) => looksLikeName(namePart(l))) ?? '');
  let fullName = hinted || (nameLine ? namePart(nameLine) : '');
  let gluedTitle = '';
  if (!fullName) {
    const glued = candidates.map(splitGluedName).find(Boolean);
    if (glued) [fullName, gluedTitle] = [glued.name, glued.title];
  }
  if (!fullName) {
    nameLine = lines.find((l, i) => !contactLine(l) && couldBeName(l, i === 0)) ?? '';
    fullName = nameLine.trim();
  }
  const titleLine =
    gluedTitle ||
    lines.find(
      (l) =>
        l !== nameLine &&
        !contactLine(l) &&
        !locationOnly.test(l) &&
        l.split(/\s+/).length <= 8 &&
        roleNounPattern.test(l),
    ) ||
    '';
  const top = lines.join('\n') || text.slice(0, 600);
  const linkedin = linkedinPattern.exec(text)?.[0] ?? '';
  const github = githubPattern.exec(text)?.[0] ?? '';
  const withoutEmails = top.replace(new RegExp(emailPattern.source, 'g'), ' ');
  const portfolio =
    (withoutEmails.match(new RegExp(urlPattern.source, 'gi')) ?? []).find(
      (u) => !/linkedin|github/i.test(u),
    ) ?? '';
  const loc = lines
    .map((l) => splitParts(l).find((p) => locationOnly.test(p) && !/^(remote|hybrid)$/i.test(p)))
    .find(Boolean);
  // The phone: in the header/contact lines, else (a footer, as in moderncv) a valid number anywhere.
  const phone = maskedPhone(
    lines,
    findPhoneNumber({ lines }) || findPhoneNumber({ lines: text.split('\n'), possible: false }),
  );
  return {
    fullName: clip(nameCase(fullName), 200),
    title: clip(titleWithoutContacts(titleLine), 200),
    // The address shown in the header or contact block comes before one in a footer.
    email: clip(emailPattern.exec(top)?.[0] ?? emailPattern.exec(text)?.[0] ?? '', 320),
    phone: clip(phone, 60),
    location: clip(loc ?? locationPattern.exec(top)?.[0] ?? '', 200),
    linkedin: clip(linkedin, 500),
    github: clip(github, 500),
    portfolio: clip(portfolio, 500),
  };
}
