// Recognises the same application-form question asked in other words (ADR 240): "Why do you want
// to work at Acme?" and "What interests you about this role?" are one question; "Are you
// authorized to work in the US?" and "…in Canada?" are not. Browser-safe and dependency-free: the
// server's saved answers and the browser extension's form filling both use it.

/** Phrases that name one idea, rewritten to a concept token (weighs more than a plain word). */
const CONCEPTS: [RegExp, string][] = [
  [
    /\b(why (do|would) you (want|like|wish) to (work|join)|why (are|were) you interested|what (interests|excites|attracts|motivates|draws) you|why (did you apply|are you applying|this (role|company|position|job))|what makes you want to (work|join)|reason for applying|motivation (for|to) (apply|join|work))\b/g,
    '~motivation',
  ],
  [
    /\b(legally )?(authori[sz]ed|eligible|entitled|permitted|allowed) to work\b|\bright to work\b|\bwork (authori[sz]ation|permit|eligibility)\b/g,
    '~authorization',
  ],
  [
    /\b((visa )?sponsorship|sponsor (a |your )?(visa|work permit)|require (a )?visa|need (a )?visa|h-?1-?b)\b/g,
    '~sponsorship',
  ],
  [/\b(relocat(e|ion|ing)|willing to move|open to moving)\b/g, '~relocation'],
  [
    /\b(salary|compensation|remuneration|pay|wage|rate)( expectations?| requirements?| range)?\b|\bexpected (salary|pay|compensation)\b/g,
    '~salary',
  ],
  [
    /\b(notice period|when (can|could|would) you start|earliest (possible )?start( date)?|start date|availability to start|available to start)\b/g,
    '~start',
  ],
  [
    /\bhow did you (hear|find out|learn|come across)\b|\bwhere did you (hear|find|see)\b|\breferral source\b|\bhow were you referred\b/g,
    '~source',
  ],
  [/\b(years of (professional |relevant |work )?experience|how many years)\b/g, '~years'],
  [/\blinked ?in( profile| url)?\b/g, '~linkedin'],
  [/\bgit ?hub( profile| url)?\b/g, '~github'],
  [/\b(portfolio|personal (website|site)|website|homepage)( url| link)?\b/g, '~website'],
  [/\b(cover letter|covering letter|letter of motivation|motivation letter)\b/g, '~letter'],
  [
    /\b(criminal (record|history|conviction)|convicted of (a )?(crime|felony)|felony)\b/g,
    '~criminal',
  ],
  [/\bnon-? ?compete\b/g, '~noncompete'],
  [/\b(gender|sex)\b/g, '~gender'],
  [/\b(race|ethnicity|ethnic background|hispanic or latino)\b/g, '~ethnicity'],
  [/\b(veteran|protected veteran|military service)\b/g, '~veteran'],
  [/\bdisabilit(y|ies)\b/g, '~disability'],
  [/\b(first|given) name\b|\bforename\b/g, '~first_name'],
  [/\b(last|family) name\b|\bsurname\b/g, '~last_name'],
  [/\b(full|legal) name\b/g, '~full_name'],
  [/\b(strength|greatest strength|strongest skill)s?\b/g, '~strength'],
  [/\b(weakness|area (for|of) (improvement|growth))(es)?\b/g, '~weakness'],
];

/** Countries forms name, as one token each: a legal question about one is not about another. */
const COUNTRIES: [RegExp, string][] = [
  [/\b(united states( of america)?|usa|america)\b/g, '~country_us'],
  [/\b(united kingdom|great britain|britain|england)\b/g, '~country_gb'],
  [/\bcanada\b/g, '~country_ca'],
  [/\b(germany|deutschland)\b/g, '~country_de'],
  [/\bfrance\b/g, '~country_fr'],
  [/\b(the )?netherlands|holland\b/g, '~country_nl'],
  [/\bireland\b/g, '~country_ie'],
  [/\baustralia\b/g, '~country_au'],
  [/\bindia\b/g, '~country_in'],
  [/\b(european union|the eu|eu|eea)\b/g, '~country_eu'],
  [/\bspain\b/g, '~country_es'],
  [/\bswitzerland\b/g, '~country_ch'],
  [/\bsingapore\b/g, '~country_sg'],
];

/** Words with one meaning here, reduced to one spelling. */
const SYNONYMS: Record<string, string> = {
  organisation: 'company',
  organization: 'company',
  firm: 'company',
  employer: 'company',
  business: 'company',
  position: 'role',
  job: 'role',
  opportunity: 'role',
  vacancy: 'role',
  opening: 'role',
  describe: 'tell',
  explain: 'tell',
  share: 'tell',
  biggest: 'greatest',
  largest: 'greatest',
  hardest: 'difficult',
  toughest: 'difficult',
  challenging: 'difficult',
  challenge: 'difficult',
  project: 'project',
  proudest: 'proud',
  accomplishment: 'achievement',
  achieved: 'achievement',
  mobile: 'phone',
  telephone: 'phone',
  cell: 'phone',
  surname: 'last',
  family: 'last',
  given: 'first',
  forename: 'first',
};

const STOP = new Set(
  'a an the and or of to in on at for with by from as is are was were be been being do does did you your yours we our us me my i it its this that these those what which who whom how why when where please any if can could would will shall should may might have has had about into than then so such not no yes there their they them he she his her also just kindly briefly below above here tell us more'
    .split(' ')
    .filter((w) => !['tell', 'no', 'yes'].includes(w)),
);

const light = (word: string) =>
  word.length > 4 && word.endsWith('ies')
    ? `${word.slice(0, -3)}y`
    : word.length > 3 && word.endsWith('s') && !word.endsWith('ss')
      ? word.slice(0, -1)
      : word;

/** The question as plain words: lower case, accents, punctuation, "(optional)" and "*" removed. */
export function normalizeQuestion(question: string): string {
  return question
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\((optional|required)\)|\*/g, ' ')
    .replace(/[’']/g, '')
    .replace(/[^\p{L}\p{N}~]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The question's meaning as tokens: concept tokens (~salary, ~country_us…) and its other content words. */
export function questionTokens(question: string): string[] {
  // "US" and "UK" only in capitals: "us" is a pronoun.
  const spelled = question
    .replace(/\bU\.?S\.?(A\.?)?(?![\p{L}])/gu, ' united states ')
    .replace(/\bU\.?K\.?(?![\p{L}])/gu, ' united kingdom ');
  let text = ` ${spelled
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’']/g, '')} `;
  const tokens: string[] = [];
  for (const [pattern, concept] of [...CONCEPTS, ...COUNTRIES]) {
    text = text.replace(pattern, () => {
      tokens.push(concept);
      return ' ';
    });
  }
  for (const raw of normalizeQuestion(text).split(' ')) {
    if (!raw || STOP.has(raw)) continue;
    const word = SYNONYMS[raw] ?? light(raw);
    tokens.push(SYNONYMS[word] ?? word);
  }
  return [...new Set(tokens)];
}

/** One key per meaning: two questions with the same key are the same question (sorted tokens). */
export function questionKey(question: string): string {
  const tokens = questionTokens(question).sort();
  return tokens.length ? tokens.join(' ') : normalizeQuestion(question);
}

const weight = (token: string) => (token.startsWith('~') ? 3 : 1);

/**
 * How much two questions mean the same, 0..1: the weighted share of tokens they have in common
 * (Dice), concept tokens weighing three words. Equal normal forms score 1.
 */
export function questionSimilarity(a: string, b: string): number {
  if (normalizeQuestion(a) === normalizeQuestion(b)) return 1;
  const ta = new Set(questionTokens(a));
  const tb = new Set(questionTokens(b));
  if (!ta.size || !tb.size) return 0;
  let shared = 0;
  let total = 0;
  for (const t of ta) {
    total += weight(t);
    if (tb.has(t)) shared += weight(t);
  }
  for (const t of tb) total += weight(t);
  // Two questions about different concepts, or the same legal question about different countries, are different.
  const conceptsA = [...ta].filter((t) => t.startsWith('~'));
  const conceptsB = [...tb].filter((t) => t.startsWith('~'));
  if (conceptsA.length && conceptsB.length && !conceptsA.some((c) => tb.has(c))) return 0;
  const countriesA = conceptsA.filter((t) => t.startsWith('~country_'));
  const countriesB = conceptsB.filter((t) => t.startsWith('~country_'));
  if (countriesA.length && countriesB.length && !countriesA.some((c) => tb.has(c))) return 0;
  return Math.round(((2 * shared) / total) * 1000) / 1000;
}

/** The default score at which two questions count as the same question. */
export const SAME_QUESTION_SCORE = 0.6;

/** The candidates that mean the same as `question`, best first, each with its score. */
export function matchQuestion<T>(
  question: string,
  candidates: readonly T[],
  questionOf: (candidate: T) => string,
  { minScore = SAME_QUESTION_SCORE, limit = 5 }: { minScore?: number; limit?: number } = {},
): { candidate: T; score: number }[] {
  return candidates
    .map((candidate) => ({ candidate, score: questionSimilarity(question, questionOf(candidate)) }))
    .filter((m) => m.score >= minScore)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}
