import 'server-only';

/**
 * Irregular past-tense verbs that open resume bullets ("Wrote", "Set up", "Ran") and are missing
 * from the action-verb list (server/ai/lexicon/action-verbs.ts): hand-written from the common
 * English irregular verbs.
 */
export const irregularPastVerbs = new Set(
  'rewrote wrote set ran grew won drove made took gave brought began taught sold put kept held found spoke chose oversaw undertook built led cut saw met sent spent stood understood upheld withdrew rebuilt redid remade became fed bore'.split(
    ' ',
  ),
);
