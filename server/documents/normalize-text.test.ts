import { describe, expect, it } from 'vitest';
import { normalizeText } from './normalize-text';

describe('normalizeText', () => {
  it('undoes ligatures, soft hyphens and zero-width characters', () => {
    expect(normalizeText('eﬃcient ﬁnance work\u00adflow\u200b')).toBe('efficient finance workflow');
  });
  it('collapses letter-spaced headings but leaves normal words alone', () => {
    expect(normalizeText('E X P E R I E N C E\nI built a tool')).toBe('EXPERIENCE\nI built a tool');
  });
  it('makes every bullet glyph a plain bullet', () => {
    expect(normalizeText('● One\n▪ Two\n\uf0b7Three\n- Four')).toBe(
      '• One\n• Two\n• Three\n• Four',
    );
  });
  it('joins words hyphenated across a line break, not real hyphens', () => {
    expect(normalizeText('improved manage-\nment of well-known\nsystems')).toBe(
      'improved management of well-known\nsystems',
    );
  });
  it('drops page markers and runs of blank lines', () => {
    expect(normalizeText('a\n\n\n\n-- 1 of 2 --\n\nb')).toBe('a\n\nb');
  });
});
