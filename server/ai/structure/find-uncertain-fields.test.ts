import { describe, expect, it } from 'vitest';
import { findUncertainFields } from './find-uncertain-fields';
import { structureResumeLocal } from './structure-resume-local';

describe('fields the reader was unsure of', () => {
  it('marks nothing on a resume whose fields all read clearly', () => {
    const text = [
      'Maya Chen',
      'maya@example.com | (415) 555-0134',
      'Experience',
      'Senior Backend Engineer, Ledgerly Inc | Mar 2021 – Present',
      '• Built the payments API.',
      'Education',
      'University of California, Davis | B.S. Computer Science | 2013 – 2017',
    ].join('\n');
    expect(findUncertainFields(structureResumeLocal(text), text)).toEqual([]);
  });

  it('marks a one-word name, a missing e-mail, a masked phone, a guessed role/company order and an entry without dates', () => {
    const text = [
      'Alice',
      'Phone: +1 (xxx) xxx-xxxx',
      'Experience',
      'Rabbit Chaser | Wonderland Tea Party | 1865 – 1866',
      '• Followed the white rabbit.',
      'Queen’s Croquet Ground, Gardener',
      '• Painted the roses red.',
    ].join('\n');
    const resume = structureResumeLocal(text);
    expect(resume.header.phone).toBe('+1 (xxx) xxx-xxxx');
    const uncertain = findUncertainFields(resume, text);
    expect(uncertain).toEqual(
      expect.arrayContaining([
        'header.fullName',
        'header.email',
        'header.phone',
        'experience.0.role',
        'experience.0.company',
      ]),
    );
    expect(uncertain.filter((p) => p.startsWith('experience.1.'))).toEqual(
      expect.arrayContaining(['experience.1.startDate', 'experience.1.endDate']),
    );
  });

  it('keeps a masked rest after the digits it could read ("+49 176 313 *** **")', () => {
    const text = [
      'Jan Küster',
      'info@example.com',
      '+49 176 313 *** **',
      'Experience',
      'Engineer, Acme GmbH | 2016 – 2020',
    ].join('\n');
    expect(structureResumeLocal(text).header.phone).toBe('+49 176 313 *** **');
  });
});
