import { describe, expect, it } from 'vitest';
import { resumeJsonToText } from '../scoring/resume-json-to-text';
import { structureResumeLocal } from './structure-resume-local';

const text = `Ana Lopez
Product Designer
ana@lopez.design | +1 (646) 555-0199 | New York, NY | linkedin.com/in/analopez | analopez.design

Summary
Designer focused on accessible health products.

Experience
Senior Product Designer, Calmly, New York, NY
Jan 2021 – Present
• Redesigned onboarding, lifting activation by 18%.
• Ran 40 user interviews and
shared findings weekly.
Product Designer | Brightside | 2018 - 2020
• Built the design system in Figma.

Education
BFA Interaction Design, Parsons School of Design, 2014 – 2018

Skills
Design: Figma, Prototyping, User research
Tools: Jira, Notion`;

describe('structureResumeLocal', () => {
  const r = structureResumeLocal(text);
  it('reads the header', () => {
    expect(r.header).toEqual({
      fullName: 'Ana Lopez',
      title: 'Product Designer',
      email: 'ana@lopez.design',
      phone: '+1 (646) 555-0199',
      location: 'New York, NY',
      linkedin: 'linkedin.com/in/analopez',
      github: '',
      portfolio: 'analopez.design',
    });
  });
  it('reads experience entries with dates and bullets (wrapped bullets joined)', () => {
    expect(r.experience).toEqual([
      expect.objectContaining({
        role: 'Senior Product Designer',
        company: 'Calmly',
        location: 'New York, NY',
        startDate: 'Jan 2021',
        endDate: 'Present',
        achievements: [
          'Redesigned onboarding, lifting activation by 18%.',
          'Ran 40 user interviews and shared findings weekly.',
        ],
      }),
      expect.objectContaining({
        role: 'Product Designer',
        company: 'Brightside',
        startDate: '2018',
        endDate: '2020',
        achievements: ['Built the design system in Figma.'],
      }),
    ]);
  });
  it('reads education, skills and the order', () => {
    expect(r.education?.[0]).toMatchObject({
      institution: 'Parsons School of Design',
      degree: 'BFA Interaction Design',
      startDate: '2014',
      endDate: '2018',
    });
    expect(r.skills).toEqual({
      Design: ['Figma', 'Prototyping', 'User research'],
      Tools: ['Jira', 'Notion'],
    });
    expect(r.summary).toBe('Designer focused on accessible health products.');
    expect(r.order).toEqual(['summary', 'experience', 'education', 'skills']);
  });
  it('round-trips through text', () => {
    const again = structureResumeLocal(resumeJsonToText(r));
    expect(again.experience?.map((e) => e.company)).toEqual(['Calmly', 'Brightside']);
    expect(again.skills).toEqual(r.skills);
  });
});
