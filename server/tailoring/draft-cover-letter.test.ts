import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resumeSchema } from '@/lib/resume/resume-schema';
import { draftCoverLetter, type DraftCoverLetterOptions } from './draft-cover-letter';
import { groundLetter } from './ground-letter';

const resume = resumeSchema.parse(
  JSON.parse(readFileSync('test/fixtures/tailoring/resume.json', 'utf8')),
);
const jobDescription = readFileSync('test/fixtures/tailoring/job-description.txt', 'utf8');
const base: DraftCoverLetterOptions = {
  resume,
  jobDescription,
  company: 'Acme',
  role: 'Senior Frontend Engineer',
  contactName: null,
  tone: 'formal',
  length: 'long',
  emphasis: null,
};
const words = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
const paragraphs = (text: string) => text.split('\n\n');

describe('draftCoverLetter', () => {
  it('writes a one-page letter: greeting, opening with role and company, two evidence paragraphs, closing', () => {
    const letter = draftCoverLetter(base);
    const parts = paragraphs(letter);
    expect(parts[0]).toBe('Dear Hiring Manager,');
    expect(parts[1]).toContain('the Senior Frontend Engineer position at Acme');
    expect(parts[2]).toMatch(
      /^I have worked as Senior Frontend Engineer at Globex Corp since Mar 2019\. I /,
    );
    expect(parts[3]).toContain('Initech');
    expect(parts.at(-1)).toBe('Sincerely,\nSam Rivera');
    expect(words(letter)).toBeGreaterThanOrEqual(250);
    expect(words(letter)).toBeLessThanOrEqual(400);
  });

  it('has no unsupported claim in any tone, and every evidence sentence points to a resume line', () => {
    for (const tone of ['formal', 'warm', 'concise'] as const) {
      const letter = draftCoverLetter({ ...base, tone });
      const grounding = groundLetter({
        letter,
        resume,
        jobDescription,
        application: { company: 'Acme', role: 'Senior Frontend Engineer' },
      });
      expect(grounding.unsupportedCount).toBe(0);
      expect(grounding.claimCount).toBeGreaterThan(10);
      const evidence = paragraphs(letter).slice(2, 4).join('\n\n');
      const start = letter.indexOf(evidence);
      const inEvidence = grounding.sentences.filter(
        (s) => s.start >= start && s.end <= start + evidence.length,
      );
      expect(inEvidence.length).toBeGreaterThan(4);
      for (const s of inEvidence) expect(s.source, s.text).not.toBeNull();
    }
  });

  it('greets the contact by name and leads with the emphasised experience', () => {
    const letter = draftCoverLetter({
      ...base,
      contactName: 'Dana Lee',
      tone: 'warm',
      emphasis: { section: 'experience', entry: 1 },
    });
    const parts = paragraphs(letter);
    expect(parts[0]).toBe('Dear Dana Lee,');
    expect(parts[2]).toMatch(
      /^I worked as Web Developer at Initech from Jun 2016 to Feb 2019, and it taught me a great deal\. I /,
    );
    expect(parts.at(-1)).toBe('Warm regards,\nSam Rivera');
  });

  it('writes whole sentences: no fragment, no doubled space, no "In brief:"', () => {
    for (const tone of ['formal', 'warm', 'concise'] as const) {
      const letter = draftCoverLetter({ ...base, tone });
      expect(letter).not.toMatch(/ {2}|In brief|A little about me/);
      const body = paragraphs(letter).slice(1, -1).join(' ');
      for (const s of body.split(/(?<=[.!?])\s+(?=[A-Z])/)) {
        expect(s, s).toMatch(
          /^(?:I|My|Much|Before that, I|Previously, I|In (?:my|another) project [^,]+, I|In addition, I|Furthermore, I|Along the way, I|Another part|Part of my|Thank you)\b/,
        );
      }
    }
  });

  it('puts the best-matching achievement first and keeps short letters shorter than long ones', () => {
    const short = draftCoverLetter({ ...base, tone: 'warm', length: 'short' });
    const long = draftCoverLetter({ ...base, tone: 'warm', length: 'long' });
    expect(words(short)).toBeLessThan(words(long));
    expect(paragraphs(long)[2]).toContain('design system in React and TypeScript');
    expect(draftCoverLetter({ ...base, tone: 'concise' }).split('\n\n')[1]).toBe(
      'I am applying for the Senior Frontend Engineer role at Acme. I bring Jest, Next.js, Node.js and Playwright.',
    );
  });
});
