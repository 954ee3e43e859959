import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resumeSchema, type Resume } from '@/lib/resume/resume-schema';
import { extractJobTerms } from '@/server/ai/job-terms/extract-job-terms';
import { listResumeLines } from '../list-resume-lines';
import { splitSentences } from '../split-sentences';
import { applyTailoring } from './apply-tailoring';
import { findInventedClaims } from './find-invented-claims';
import { proposeTailoring } from './propose-tailoring';
import { summaryChanges } from './summary-changes';

const fixture = JSON.parse(readFileSync('test/fixtures/tailoring/resume.json', 'utf8'));
const posting = readFileSync('test/fixtures/tailoring/job-description.txt', 'utf8');
const resumeWith = (summary: string): Resume => resumeSchema.parse({ ...fixture, summary });
const STOCK = 'Passionate, hard-working team player seeking a challenging role.';
const OWN = fixture.summary as string;

const changesFor = (resume: Resume, jd = posting) =>
  summaryChanges(resume, extractJobTerms(jd).terms);
const evidenceOf = (resume: Resume, jd = posting) =>
  changesFor(resume, jd).find((c) => c.kind === 'summary-evidence');

describe('summary evidence', () => {
  const change = evidenceOf(resumeWith(OWN))!;
  const sentence = change.after[0]!.slice(OWN.length + 1);

  it('adds one sentence naming the required skills the work shows, grouped by the employer that shows them', () => {
    expect(change.before).toEqual([OWN]);
    expect(change.after[0]!.startsWith(`${OWN} `)).toBe(true);
    expect(sentence).toMatch(/^Has worked with .+ at Globex Corp\. and with Jest at Initech\.$/);
    for (const skill of ['React', 'Next.js', 'Node.js', 'Playwright'])
      expect(sentence.split(' at Globex Corp.')[0], skill).toContain(skill);
  });

  it('is grounded: each skill is in a bullet of the employer it is named with, and the guard finds nothing invented', () => {
    const [globex, initech] = sentence
      .replace(/^Has worked with /, '')
      .replace(/\.$/, '')
      .split(' and with ')
      .map((part) => part.replace(/ at (Globex Corp\.|Initech)$/, ''));
    const bulletsOf = (company: string) =>
      (fixture.experience as { company: string; achievements: string[] }[])
        .find((e) => e.company === company)!
        .achievements.join(' ');
    for (const skill of globex!.split(/, | and /))
      expect(bulletsOf('Globex Corp.'), skill).toContain(skill);
    expect(bulletsOf('Initech')).toContain(initech);
    expect(findInventedClaims(resumeWith(OWN), change.after[0]!)).toEqual([]);
    // Its source is one of those bullets, as the resume writes it.
    expect(listResumeLines(resumeWith(OWN)).map((l) => l.text)).toContain(change.source.text);
    expect(change.source).toMatchObject({ section: 'experience', field: 'achievement' });
  });

  it('reads as one sentence: no doubled spaces or full stops, no fragment', () => {
    expect(sentence).not.toMatch(/ {2}|\.\.|,,| ,/);
    expect(sentence).toMatch(/^Has worked with \S/);
    expect(splitSentences(sentence).map((s) => s.text)).toEqual([sentence]);
  });

  it('never names what the resume lacks, however hard the posting asks', () => {
    const jd = `${posting}\nMust have: Rust, Kubernetes, GraphQL, Kafka and Go.`;
    const c = evidenceOf(resumeWith(OWN), jd)!;
    for (const missing of ['Rust', 'Kubernetes', 'GraphQL', 'Kafka', ' Go'])
      expect(c.after[0], missing).not.toContain(missing);
  });

  it('says nothing when the summary already names the required skills, or the posting requires none the work shows', () => {
    const named = resumeWith(
      `${OWN} Works in React, TypeScript, Next.js, Node.js, Jest and Playwright.`,
    );
    expect(evidenceOf(named)).toBeUndefined();
    expect(
      evidenceOf(resumeWith(OWN), 'Barista. Required: latte art and espresso.'),
    ).toBeUndefined();
    expect(changesFor(resumeWith(''))).toEqual([]);
  });
});

describe('tightening the summary', () => {
  it('drops a stock sentence that names nothing the posting asks for, keeping the rest in order', () => {
    const resume = resumeWith(`${STOCK} ${OWN} Loves React and TypeScript.`);
    const tighten = changesFor(resume).find((c) => c.kind === 'tighten-summary')!;
    expect(tighten.after).toEqual([`${OWN} Loves React and TypeScript.`]);
    expect(tighten.source).toMatchObject({ section: 'summary', bullet: 0, text: STOCK });
    expect(tighten.reason).toContain(STOCK);
  });

  it('keeps a stock-sounding sentence that names the posting’s skills, and never empties the summary', () => {
    expect(
      changesFor(resumeWith(`Passionate about React and TypeScript. ${OWN}`)).some(
        (c) => c.kind === 'tighten-summary',
      ),
    ).toBe(false);
    expect(changesFor(resumeWith(STOCK)).some((c) => c.kind === 'tighten-summary')).toBe(false);
  });

  it('composes with the evidence sentence when both are accepted, and each applies alone', () => {
    const resume = resumeWith(`${STOCK} ${OWN}`);
    const proposal = proposeTailoring(resume, posting);
    const ids = proposal.changes.filter((c) => c.path === 'summary').map((c) => c.id);
    expect(ids).toEqual(['summary:tighten', 'summary:evidence']);
    const both = applyTailoring(resume, proposal.changes, ids);
    expect(both.applied).toEqual(ids);
    expect(both.resume.summary).toMatch(
      new RegExp(`^${OWN.replace(/[.]/g, '\\.')} Has worked with `),
    );
    const tightOnly = applyTailoring(resume, proposal.changes, ['summary:tighten']);
    expect(tightOnly.resume.summary).toBe(OWN);
    const evidenceOnly = applyTailoring(resume, proposal.changes, ['summary:evidence']);
    expect(evidenceOnly.resume.summary).toMatch(new RegExp(`^${STOCK} .+ Has worked with `));
  });
});
