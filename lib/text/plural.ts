// Counts with their noun, pluralised right: '1 term', '7 terms', '1 date range', '2 entries'.

/**
 * `count` followed by the singular or the plural of a noun (the plural is the singular + 's'
 * unless given). Counts of 1,000 and more get thousands separators.
 */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? singular : pluralForm}`;
}
