import 'server-only';
import model from 'wink-eng-lite-web-model';
import winkNLP from 'wink-nlp';

type Nlp = ReturnType<typeof winkNLP>;

let nlp: Nlp | undefined;

/** The shared wink-nlp English pipeline (loaded on first use, ≈0.3 s) with a noun-phrase recogniser. */
export function englishNlp(): Nlp {
  if (!nlp) {
    nlp = winkNLP(model);
    nlp.learnCustomEntities([
      { name: 'noun_phrase', patterns: ['[ADJ|NOUN|PROPN] [NOUN|PROPN]', '[ADJ|NOUN|PROPN] [ADJ|NOUN|PROPN] [NOUN|PROPN]'] },
    ]);
  }
  return nlp;
}
