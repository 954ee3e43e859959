import { words } from './message-features';

// The message's language by its most frequent function words: English, German, French or Spanish.

const markers: Record<string, string[]> = {
  en: ['the', 'and', 'you', 'your', 'we', 'for', 'to', 'with', 'have', 'our', 'this', 'of'],
  de: ['und', 'die', 'der', 'wir', 'ihre', 'sie', 'nicht', 'mit', 'fur', 'uns', 'ihnen', 'ist'],
  fr: ['le', 'la', 'les', 'nous', 'vous', 'votre', 'pour', 'et', 'des', 'avec', 'est', 'une'],
  es: ['el', 'los', 'que', 'tu', 'su', 'para', 'y', 'nos', 'con', 'una', 'del', 'las'],
};
const sets = Object.fromEntries(
  Object.entries(markers).map(([lang, list]) => [lang, new Set(list)]),
);

export function detectLanguage(text: string): string {
  const counts: Record<string, number> = { en: 0, de: 0, fr: 0, es: 0 };
  for (const word of words(text))
    for (const lang in sets) if (sets[lang]!.has(word)) counts[lang]!++;
  return Object.entries(counts).sort((a, b) => b[1] - a[1])[0]![0];
}
