// Section headings on text lines, including headings a layout set in a margin column beside their
// section's first lines.
import { describe, expect, it } from 'vitest';
import { headingKey, splitResumeSections } from './split-resume-sections';

const laidOut = new Set<string>();

describe('splitResumeSections', () => {
  it('takes a margin heading from the first cell of its row, also when set on two rows', () => {
    const split = splitResumeSections(
      `John Doe
EDUCATION | First American University, Springfield | Dec 2009 – Jul 2014
• Ph.D. in Geophysical Engineering
RESEARCH | Institute for Advanced Research
EXPERIENCE | Undergraduate Research Student | May 2004 – May 2005
AWARDS & | Dean's List | 2002 – 2005
SCHOLARSHIPS | For attaining a semester GPA of at least 3.75.`,
      laidOut,
    );
    expect(split.sections.map((s) => [s.key, s.heading, s.lines])).toEqual([
      [
        'education',
        'EDUCATION',
        [
          'First American University, Springfield | Dec 2009 – Jul 2014',
          '• Ph.D. in Geophysical Engineering',
        ],
      ],
      [
        'experience',
        'RESEARCH EXPERIENCE',
        ['Institute for Advanced Research', 'Undergraduate Research Student | May 2004 – May 2005'],
      ],
      [
        'awards',
        'AWARDS & SCHOLARSHIPS',
        ["Dean's List | 2002 – 2005", 'For attaining a semester GPA of at least 3.75.'],
      ],
    ]);
  });

  it('leaves a capitals name in a first cell alone, and margins in plain text', () => {
    const split = splitResumeSections(
      `Experience
GOOGLE | SOFTWARE ENGINEER
Jan 2015 – Present | New York, NY`,
      laidOut,
    );
    expect(split.sections).toHaveLength(1);
    expect(split.sections[0]!.lines).toHaveLength(2);
    expect(splitResumeSections('Jo\nSKILLS | Python, Go').sections).toEqual([]);
  });

  it('knows "Other work experience", "Awards & scholarships" and "Campus activities"', () => {
    expect(headingKey('OTHER WORK EXPERIENCE')).toBe('experience');
    expect(headingKey('Awards & Scholarships')).toBe('awards');
    expect(headingKey('Campus Activities')).toBe('volunteering');
  });
});
