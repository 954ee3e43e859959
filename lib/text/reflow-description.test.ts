import { describe, expect, it } from 'vitest';
import { reflowDescription } from './reflow-description';

describe('reflowDescription', () => {
  it('joins lines the source cut mid-sentence into one paragraph', () => {
    const text = [
      'We are looking for a Senior Frontend Engineer to join our growing',
      'payments team in Berlin. You will own the checkout experience and work',
      'closely with design.',
      '',
      'We offer a hybrid setup.',
    ].join('\n');
    expect(reflowDescription(text)).toEqual([
      {
        kind: 'paragraph',
        text: 'We are looking for a Senior Frontend Engineer to join our growing payments team in Berlin. You will own the checkout experience and work closely with design.',
      },
      { kind: 'paragraph', text: 'We offer a hybrid setup.' },
    ]);
  });

  it('keeps lists (bulleted and numbered), joining an item’s wrapped rest', () => {
    const text = [
      'Requirements:',
      '• 5+ years with React and',
      '  TypeScript in production',
      '• Experience with design systems',
      '',
      'How to apply',
      '1. Send your CV',
      '2) Book a call',
    ].join('\n');
    expect(reflowDescription(text)).toEqual([
      { kind: 'heading', text: 'Requirements' },
      {
        kind: 'list',
        ordered: false,
        items: [
          '5+ years with React and TypeScript in production',
          'Experience with design systems',
        ],
      },
      { kind: 'heading', text: 'How to apply' },
      { kind: 'list', ordered: true, items: ['Send your CV', 'Book a call'] },
    ]);
  });

  it('keeps one-line fields and short lines that end a sentence apart', () => {
    const text = ['Location: Berlin', 'Salary: €80k', 'Start: January.', 'Apply by Friday.'].join(
      '\n',
    );
    expect(reflowDescription(text).map((b) => (b.kind === 'paragraph' ? b.text : b.kind))).toEqual([
      'Location: Berlin',
      'Salary: €80k',
      'Start: January.',
      'Apply by Friday.',
    ]);
  });

  it('a list whose items are separated by blank lines is one list; empty text is no block', () => {
    expect(reflowDescription('- one\n\n- two\n\n- three')).toEqual([
      { kind: 'list', ordered: false, items: ['one', 'two', 'three'] },
    ]);
    expect(reflowDescription('  \n\n ')).toEqual([]);
  });
});
