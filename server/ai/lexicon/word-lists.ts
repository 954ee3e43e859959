import 'server-only';
import { z } from 'zod';
// The one loader of the hand-written word lists (server/ai/lexicon/words/<language>/*.json). The
// files are imported, so they are bundled with the code that reads them (Next's server build, the
// benches) and need no file reads at run time.
import actionVerbs from './words/en/action-verbs.json';
import countries from './words/en/countries.json';
import genericJobWords from './words/en/generic-job-words.json';
import irregularPastVerbs from './words/en/irregular-past-verbs.json';
import jobHeadingsFile from './words/en/job-headings.json';
import roleNouns from './words/en/role-nouns.json';
import seniorityWords from './words/en/seniority-words.json';
import skillsVocabularyFile from './words/en/skills-vocabulary.json';
import stopWords from './words/en/stop-words.json';
import resumeHeadingsDe from './words/de/resume-headings.json';
import resumeHeadingsEn from './words/en/resume-headings.json';
import resumeHeadingsEs from './words/es/resume-headings.json';
import resumeHeadingsFr from './words/fr/resume-headings.json';
import resumeHeadingsIt from './words/it/resume-headings.json';
import resumeHeadingsNl from './words/nl/resume-headings.json';
import resumeHeadingsPt from './words/pt/resume-headings.json';

const lists = {
  /** Past-tense verbs that open a strong resume bullet ("Led", "Reduced", "Shipped"). */
  'action-verbs': actionVerbs,
  /** Country names (and "USA", "U.S.", "UAE" spellings) that end a location ("Leeds, United Kingdom"). */
  countries,
  /** Words of a posting that are never a keyword on their own ("experience", "team", "salary"). */
  'generic-job-words': genericJobWords,
  /** Irregular past-tense verbs that open bullets ("Wrote", "Ran") and are not action verbs. */
  'irregular-past-verbs': irregularPastVerbs,
  /** Nouns that make a phrase a job title ("Data Engineer", "Head of Growth"), in this order. */
  'role-nouns': roleNouns,
  /** Words that grade a job title rather than name it ("Senior", "Lead", "II"). */
  'seniority-words': seniorityWords,
} satisfies Record<string, string[]>;

export type WordListName = keyof typeof lists;

/** A word list as written in its file (order kept). */
export function wordList(name: WordListName): readonly string[] {
  return lists[name];
}

const sets = new Map<string, ReadonlySet<string>>();

/** A word list as a set (built once). */
export function wordSet(name: WordListName): ReadonlySet<string> {
  let set = sets.get(name);
  if (!set) sets.set(name, (set = new Set(lists[name])));
  return set;
}

/** A regular-expression source matching any entry of the list literally (`a|b|c`, in file order). */
export function alternationOf(name: WordListName): string {
  return lists[name].map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
}

/**
 * English stop words, one list: `connectives` ("and", "of", "the", "&": the words that join a
 * term's words) and every word that carries no fact (`all`: pronouns, determiners, prepositions,
 * auxiliaries and letter boilerplate such as "role", "team").
 */
export function stopWordSet(which: 'connectives' | 'all'): ReadonlySet<string> {
  const key = `stop-words:${which}`;
  let set = sets.get(key);
  if (!set)
    sets.set(
      key,
      (set = new Set(
        which === 'connectives'
          ? stopWords.connectives
          : [...stopWords.connectives, ...stopWords.others],
      )),
    );
  return set;
}

type HeadingEntry = { modifiers?: string[]; heads?: string[]; phrases?: string[] };
const resumeHeadingFiles: Record<string, Record<string, HeadingEntry>> = {
  en: resumeHeadingsEn,
  es: resumeHeadingsEs,
  fr: resumeHeadingsFr,
  de: resumeHeadingsDe,
  it: resumeHeadingsIt,
  pt: resumeHeadingsPt,
  nl: resumeHeadingsNl,
};

/**
 * Resume section headings by canonical key ('summary', 'experience', …; in the English file's
 * order), every language together, lower case: each `phrases` entry, each `heads` entry alone and
 * after each of its key's `modifiers` ("professional" + "summary").
 */
export function resumeHeadings(): ReadonlyMap<string, ReadonlySet<string>> {
  const byKey = new Map<string, Set<string>>();
  for (const file of Object.values(resumeHeadingFiles))
    for (const [key, entry] of Object.entries(file)) {
      const set = byKey.get(key) ?? new Set<string>();
      byKey.set(key, set);
      for (const phrase of entry.phrases ?? []) set.add(phrase);
      for (const head of entry.heads ?? []) {
        set.add(head);
        for (const modifier of entry.modifiers ?? []) set.add(`${modifier} ${head}`);
      }
    }
  return byKey;
}

/**
 * Job-posting section headings by what the section is, lower case: `whole` (the heading is the
 * phrase), `named` (the phrase, a space and a name: "about acme", "life at acme") and `starts`
 * (a heading line that opens with the phrase: "what you will bring to the team").
 */
export type JobHeadings = Record<'whole' | 'named' | 'starts', Record<string, string[]>>;
export function jobHeadings(): JobHeadings {
  return jobHeadingsFile;
}

/** A role noun anywhere in a line, any case: the phrase is a job title ("Data Engineer"). */
export const roleNounPattern = new RegExp(`\\b(?:${alternationOf('role-nouns')})\\b`, 'i');

const words = z.array(z.string().min(1));
const skillsFile = z.object({
  terms: z.record(
    z.string(),
    z.array(z.tuple([z.string().min(1), words.optional(), words.optional()])),
  ),
  impliedBy: z.record(z.string(), words),
  caseSensitiveForms: words,
});

/**
 * The curated skills vocabulary (server/ai/lexicon/skills-vocabulary.ts reads it): per category,
 * rows of [name, aliases?, evidence-only forms?]; which skills imply which; the forms that count
 * only when written with their exact case. Checked when loaded: a malformed row fails at start-up.
 */
export function skillsVocabularyRows(): z.infer<typeof skillsFile> {
  return skillsFile.parse(skillsVocabularyFile);
}
