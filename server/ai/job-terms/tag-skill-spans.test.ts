import { describe, expect, it } from 'vitest';
import { tagSkillSpans } from './tag-skill-spans';

describe('tagSkillSpans', () => {
  const lines = [
    {
      text: 'Good understanding of Agile methodologies and Continuous Delivery.',
      context: 'required' as const,
      list: false,
    },
    { text: 'Northwind Logistics - Remote (Europe)', context: 'intro' as const, list: false },
    { text: 'Experience with Kafka, Terraform and AWS', context: 'required' as const, list: false },
  ];
  const { spans, words } = tagSkillSpans(lines);

  it('reads knowledge spans of several words, not the words around them', () => {
    expect(spans.filter((s) => s.line === 0).map((s) => s.text)).toEqual([
      'Agile methodologies',
      'Continuous Delivery',
    ]);
  });
  it('reads names in a list one by one', () => {
    expect(spans.filter((s) => s.line === 2).map((s) => s.text)).toEqual([
      'Kafka',
      'Terraform',
      'AWS',
    ]);
  });
  it('never runs a span across punctuation', () => {
    for (const s of spans) expect(s.text).not.toMatch(/[,;()]| - /);
  });
  it('gives every word its margin, with offsets into its line', () => {
    expect(words).toHaveLength(lines.length);
    const agile = words[0]!.find((w) => lines[0]!.text.slice(w.start, w.end) === 'Agile')!;
    const good = words[0]!.find((w) => lines[0]!.text.slice(w.start, w.end) === 'Good')!;
    expect(agile.margin).toBeGreaterThan(good.margin);
  });
  it('is deterministic', () => expect(tagSkillSpans(lines)).toEqual({ spans, words }));
});
