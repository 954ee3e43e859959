import { describe, expect, it } from 'vitest';
import { splitNameList } from './split-name-list';

const span = (text: string, start = 10) => ({
  line: 2,
  start,
  end: start + text.length,
  text,
  confidence: 5,
});
const texts = (text: string) => splitNameList(span(text)).map((s) => s.text);

describe('splitNameList', () => {
  it('splits a list of names into one span per name, keeping offsets', () => {
    expect(texts('MS or PhD')).toEqual(['MS', 'PhD']);
    expect(texts('BSc and MSc or PhD')).toEqual(['BSc', 'MSc', 'PhD']);
    expect(splitNameList(span('CCNP & CCIE', 10))).toEqual([
      { line: 2, start: 10, end: 14, text: 'CCNP', confidence: 5 },
      { line: 2, start: 17, end: 21, text: 'CCIE', confidence: 5 },
    ]);
  });
  it('keeps spans that are one name or not only names', () => {
    expect(texts('PhD')).toEqual(['PhD']);
    expect(texts('research and development')).toEqual(['research and development']);
    expect(texts('Google Cloud')).toEqual(['Google Cloud']);
    expect(texts('Kafka SIEM tools')).toEqual(['Kafka SIEM tools']);
    expect(texts('AWS and')).toEqual(['AWS and']);
    // Names side by side are often one name.
    expect(texts('PCI DSS')).toEqual(['PCI DSS']);
    expect(texts('MEG EEG tDCS')).toEqual(['MEG EEG tDCS']);
    expect(texts('AWS or Google Cloud')).toEqual(['AWS or Google Cloud']);
  });
});
