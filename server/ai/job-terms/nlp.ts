import 'server-only';
import model from 'wink-eng-lite-web-model';
import winkNLP, { type ItemCustomEntity, type ItsFunction } from 'wink-nlp';

type Nlp = ReturnType<typeof winkNLP>;

let nlp: Nlp | undefined;
/** Token ids below this are words of the model's English lexicon; unknown words get ids from here up. */
let lexiconSize = 0;
const known = new Map<string, boolean>();

/** The shared wink-nlp English pipeline (loaded on first use, ≈0.3 s) with a noun-phrase recogniser. */
export function englishNlp(): Nlp {
  if (!nlp) {
    nlp = winkNLP(model);
    nlp.learnCustomEntities([
      {
        name: 'noun_phrase',
        patterns: [
          '[ADJ|NOUN|PROPN] [NOUN|PROPN]',
          '[ADJ|NOUN|PROPN] [ADJ|NOUN|PROPN] [NOUN|PROPN]',
        ],
      },
    ]);
    // The first unknown word read gets the first id after the lexicon.
    lexiconSize = (
      nlp.readDoc('qzxwvjk').tokens().out(nlp.its.uniqueId) as unknown as number[]
    )[0]!;
  }
  return nlp;
}

let lastDoc: { text: string; doc: ReturnType<Nlp['readDoc']> } | undefined;

/** wink's reading of `text`, kept for the next call with the same text (the span tagger and the noun-phrase chunker read the same posting). */
export function readDocOnce(text: string): ReturnType<Nlp['readDoc']> {
  if (lastDoc?.text !== text) lastDoc = { text, doc: englishNlp().readDoc(text) };
  return lastDoc.doc;
}

/** Whether wink's English lexicon knows `word` ("design", "time": yes; "kafka", "terraform": no). */
export function isEnglishWord(word: string): boolean {
  const lower = word.toLowerCase();
  let answer = known.get(lower);
  if (answer === undefined) {
    const nlp = englishNlp();
    const ids = nlp.readDoc(lower).tokens().out(nlp.its.uniqueId) as unknown as number[];
    answer = ids.length === 1 && ids[0]! < lexiconSize;
    known.set(lower, answer);
  }
  return answer;
}

// wink-nlp's type declarations give its.lemma a parameter list its own out() does not accept;
// at runtime out(its.lemma) is the documented way to read lemmas.
function lemmaIts(nlp: Nlp): ItsFunction<string> {
  return nlp.its.lemma as unknown as ItsFunction<string>;
}

/** The lowercase lemmas of a recognised entity (a noun phrase). */
export function entityLemmas(entity: ItemCustomEntity): string[] {
  return (entity.tokens().out(lemmaIts(englishNlp())) as string[])
    .map((l) => l.toLowerCase())
    .filter((l) => /[\p{L}\p{N}]/u.test(l));
}

export type LemmaToken = { lemma: string; start: number; end: number };

/** Word tokens of `text` with their lowercase lemmas and character offsets (punctuation dropped). */
export function lemmatize(text: string): LemmaToken[] {
  const nlp = englishNlp();
  const tokens = nlp.readDoc(text).tokens();
  const values: string[] = tokens.out(nlp.its.value);
  const lemmas: string[] = tokens.out(lemmaIts(nlp));
  const out: LemmaToken[] = [];
  let pos = 0;
  values.forEach((value, i) => {
    // Tokens come in text order; find each one from where the last ended to get its offsets.
    const start = text.indexOf(value, pos);
    if (start < 0) return;
    pos = start + value.length;
    // wink gives no lemma for a few token kinds (some symbols, URLs): the word itself then.
    if (/[\p{L}\p{N}]/u.test(value))
      out.push({ lemma: (lemmas[i] ?? value).toLowerCase(), start, end: pos });
  });
  return out;
}
