import { describe, expect, it } from 'vitest';
import { splitMbox } from './split-mbox';

describe('splitMbox', () => {
  it('splits on "From " separator lines and unquotes >From', () => {
    const mbox = [
      'From a@x Thu Nov 12 10:00:00 2026',
      'Subject: one',
      '',
      'Hello',
      '>From the team',
      '',
      'From b@y Thu Nov 12 11:00:00 2026',
      'Subject: two',
      '',
      'Bye',
      '',
    ].join('\n');
    const out = splitMbox(mbox);
    expect(out).toHaveLength(2);
    expect(out[0]).toContain('Subject: one');
    expect(out[0]).toContain('\nFrom the team');
    expect(out[1]).toContain('Subject: two');
  });

  it('keeps a "From " line inside a body that is not after a blank line', () => {
    const out = splitMbox('From a@x Mon\nSubject: s\n\nline\nFrom here on\n');
    expect(out).toHaveLength(1);
  });
});
