import 'server-only';
import type { ResumeEntry } from '@/lib/resume/resume-schema';
import type { LetterTone } from '@/lib/tailoring/grounding';
import { wordSet } from '../ai/lexicon/word-lists';

// The offline letter's sentences, each built with a subject and a finite verb so none is a
// fragment: a resume bullet becomes "I <past verb> …", "I was responsible for …" or "My work
// included …"; a role becomes "I worked as … at … from … to …"; a summary becomes "I am …" or is
// left out when it states a wish rather than a fact ("Seeking a challenging role").

const actionVerbs = wordSet('action-verbs');
const irregularPastVerbs = wordSet('irregular-past-verbs');

/** Whitespace collapsed, bullet marks and trailing punctuation gone. */
export function tidy(text: string): string {
  return text
    .replace(/^[\s•·▪●◦*–—-]+/, '')
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/[\s,;:.]+$/, '')
    .trim();
}

export const asSentence = (text: string) => `${tidy(text)}.`;

/**
 * The first letter in lower case unless the first word is a name: a word the context (the whole
 * resume) also writes capitalised in the middle of a sentence ("React", "Kubernetes") keeps its case.
 */
export function lowerFirst(text: string, context = ''): string {
  const word = /^[A-Z][a-z][\w.+#-]*/.exec(text)?.[0];
  if (!word) return text;
  const escaped = word.replace(/[.+#-]/g, (c) => `\\${c}`);
  if (new RegExp(`\\b[a-z]+[,;:]?\\s+${escaped}\\b`).test(context)) return text;
  return text[0]!.toLowerCase() + text.slice(1);
}
const firstWord = (text: string) => (/^[A-Za-z'-]+/.exec(text)?.[0] ?? '').toLowerCase();

/** Words in -ed that open a summary as adjectives ("Experienced analyst"), not as verbs. */
const edAdjectives = new Set(
  'experienced skilled motivated dedicated talented seasoned accomplished certified qualified driven focused organized organised committed licensed trained proven detailed self-motivated results-driven data-driven'.split(
    ' ',
  ),
);

function isPastVerb(word: string): boolean {
  if (edAdjectives.has(word)) return false;
  return (
    actionVerbs.has(word) ||
    irregularPastVerbs.has(word) ||
    (/^[a-z]{3,}ed$/.test(word) && !/(?:need|speed|seed|feed)$/.test(word))
  );
}

export type BulletShape = 'past' | 'gerund' | 'responsible' | 'phrase';

export function bulletShape(text: string): BulletShape {
  const word = firstWord(tidy(text));
  if (isPastVerb(word)) return 'past';
  if (/^responsible$/.test(word) && /^responsible for\b/i.test(tidy(text))) return 'responsible';
  if (/^[a-z]{3,}ing$/.test(word) && !/^(?:during|spring|string|thing|king|ring|bring)$/.test(word))
    return 'gerund';
  return 'phrase';
}

const gerundLeads = ['My work included ', 'My work there also included ', 'Part of my work was '];
const phraseLeads = ['My work included ', 'Another part of my work was ', 'My work also included '];

/**
 * A bullet as a whole first-person sentence. `lead` is the subject for a past-verb bullet
 * ("I ", "I also ", "In addition, I "); `index` varies the frame of the other shapes.
 */
export function bulletSentence(text: string, lead: string, index = 0, context = ''): string {
  const clean = tidy(text);
  switch (bulletShape(clean)) {
    case 'past':
      return asSentence(`${lead}${lowerFirst(clean)}`);
    case 'responsible':
      return asSentence(
        `${lead.replace(/I also $/, 'I was also ').replace(/I $/, 'I was ')}${lowerFirst(clean)}`,
      );
    case 'gerund':
      return asSentence(`${gerundLeads[index % gerundLeads.length]}${lowerFirst(clean)}`);
    default:
      return asSentence(`${phraseLeads[index % phraseLeads.length]}${lowerFirst(clean, context)}`);
  }
}

const stillThere = /^(?:present|current|now|today|heute|aujourd'hui|actualidad|ongoing)$/i;

/** "In my project Open Charts, " before a project's first "I …" sentence; '' for other entries. */
export function projectLead(entry: ResumeEntry, section: string, earlier: boolean): string {
  const name = section === 'projects' ? tidy(entry.name ?? entry.title ?? '') : '';
  return name ? `${earlier ? 'In another project, ' : 'In my project '}${name}, ` : '';
}

/** "I have worked as Senior Engineer at Globex since March 2019." and its tones; '' for a project. */
export function roleSentence(
  entry: ResumeEntry,
  section: string,
  tone: LetterTone,
  earlier: boolean,
): string {
  const role = tidy(entry.role ?? entry.title ?? '');
  const company = tidy(entry.company ?? entry.institution ?? '');
  const start = tidy(entry.startDate ?? '');
  const end = tidy(entry.endDate ?? '');
  const current = !end || stillThere.test(end);
  if (section === 'projects') return '';
  if (!role && !company) return '';
  const what = role && company ? `as ${role} at ${company}` : role ? `as ${role}` : `at ${company}`;
  const when = start
    ? current
      ? ` since ${start}`
      : end
        ? ` from ${start} to ${end}`
        : ` from ${start}`
    : '';
  const verb = current && start ? 'I have worked' : 'I worked';
  if (tone === 'warm')
    return asSentence(
      `${earlier ? 'Before that, ' : ''}${verb} ${what}${when}, and it taught me a great deal`,
    );
  if (tone === 'concise') return asSentence(`${verb} ${what}${when}`);
  return asSentence(`${earlier ? 'Previously, ' : ''}${verb} ${what}${when}`);
}

const wishes =
  /^(?:seeking|looking|aspiring|eager|hoping|wanting|motivated to|passionate about finding)\b/i;
const pronounStart = /^(?:i|i'm|i've|my)\b/i;

/** The summary's first sentence as a first-person fact, or '' when it is a wish or a fragment we cannot mend. */
export function summarySentence(summary: string, context = summary): string {
  const first = tidy(/^[^.!?]+[.!?]?/.exec(summary.trim())?.[0] ?? '');
  if (first.split(' ').length < 4 || wishes.test(first)) return '';
  if (pronounStart.test(first)) return asSentence(first);
  const word = firstWord(first);
  if (isPastVerb(word)) return asSentence(`I ${lowerFirst(first)}`);
  if (/^[a-z]{3,}ing$/.test(word)) return '';
  const article =
    /^(?:[aeiou]|hono|hour)/i.test(first) && !/^(?:uni|use|eu)/i.test(first) ? 'an' : 'a';
  const withArticle = /^(?:a|an|the)\s/i.exec(first);
  if (withArticle) return asSentence(`I am ${first[0]!.toLowerCase()}${first.slice(1)}`);
  return asSentence(`I am ${article} ${lowerFirst(first, context)}`);
}
