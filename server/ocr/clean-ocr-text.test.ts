import { describe, expect, it } from 'vitest';
import { cleanOcrText } from './clean-ocr-text';

describe('cleanOcrText', () => {
  it('strips bullet glyphs tesseract reads at line starts', () => {
    expect(
      cleanOcrText('Requirements\n• Python\n« Go and Rust\n● SQL\n- Docker\ne Kubernetes'),
    ).toBe('Requirements\nPython\nGo and Rust\nSQL\nDocker\nKubernetes');
  });

  it('joins words hyphenated across a line break, but keeps real hyphens', () => {
    expect(cleanOcrText('strong experience in develop-\nment of APIs\nFull-\nTime role')).toBe(
      'strong experience in development of APIs\nFull-\nTime role',
    );
  });

  it('joins lines wrapped mid-sentence and drops the blank lines between blocks', () => {
    expect(
      cleanOcrText(
        'We route parcels across twelve\ncountries every day.\n\nRequirements\n\nGo\nRust',
      ),
    ).toBe('We route parcels across twelve countries every day.\nRequirements\nGo\nRust');
  });

  it('collapses spaces and blank lines and normalises quotes', () => {
    expect(cleanOcrText('  Bachelor’s   degree \n\n\n\nRemote\u00a0role  ')).toBe(
      "Bachelor's degree\nRemote role",
    );
  });

  it('keeps ordinary lines that merely start with a letter e or o', () => {
    expect(cleanOcrText('email us at jobs@example.com.\nOr apply online')).toBe(
      'email us at jobs@example.com.\nOr apply online',
    );
  });
});
