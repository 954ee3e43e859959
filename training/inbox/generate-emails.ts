// Recruiting emails made from the phrase banks (training/inbox/phrases/<lang>.json, written for this
// repository): a greeting, the sentences that carry the kind, sentences every recruiting mail shares,
// a sign-off and sometimes an ATS footer, from a sender styled as each kind's real senders are.
// `split` keeps every fourth key sentence and subject out of training so a run can measure phrasing
// it never saw.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Rng } from '../reader/random';
import { fill, slotValues, type Slots } from './slot-values';

export const KINDS = [
  'confirmation',
  'rejection',
  'interview',
  'assessment',
  'offer',
  'outreach',
  'not_job',
] as const;
export type Kind = (typeof KINDS)[number];
export const LANGS = ['en', 'de', 'fr', 'es'] as const;

type Bank = {
  greeting: string[];
  signoff: string[];
  neutral: string[];
  classes: Record<Kind, { subject: string[]; key: string[]; extra?: string[] }>;
};

export type Email = {
  kind: Kind;
  lang: string;
  subject: string;
  from: string;
  text: string;
  date: Date;
  source: string;
};

const banks = new Map<string, Bank>();
function bank(lang: string): Bank {
  if (!banks.has(lang)) {
    const file = path.resolve('training/inbox/phrases', `${lang}.json`);
    banks.set(lang, JSON.parse(readFileSync(file, 'utf8')) as Bank);
  }
  return banks.get(lang)!;
}

export type Split = 'all' | 'train' | 'test';
const inSplit = (split: Split) => (_: string, index: number) =>
  split === 'all' ? true : split === 'test' ? index % 4 === 3 : index % 4 !== 3;

const footers = [
  'This email was sent on behalf of {company} by {ats}.',
  'Privacy policy | Manage your preferences',
  'Sent from my iPhone',
  '{company} · 1 Market Street · San Francisco, CA',
  'You received this email because you applied for a position at {company}.',
];

function sender(rng: Rng, kind: Kind, slots: Slots): string {
  if (kind === 'not_job') {
    return rng.pick([
      'LinkedIn Job Alerts <jobalerts-noreply@linkedin.com>',
      'Indeed <alert@indeed.com>',
      `${slots.company} <newsletter@${slots.domain}>`,
      `${slots.recruiter} <${slots.recruiterFirst}@gmail.com>`,
      `${slots.company} Careers <careers@${slots.domain}>`,
      'Glassdoor Jobs <noreply@glassdoor.com>',
      `${slots.company} <no-reply@${slots.domain}>`,
    ]);
  }
  if (kind === 'outreach') {
    return rng.pick([
      `${slots.recruiter} <${slots.recruiterFirst}@${slots.domain}>`,
      `${slots.recruiter} via LinkedIn <inmail-hit-reply@linkedin.com>`,
      `${slots.recruiter} <${slots.recruiterFirst}@talentpartners.io>`,
    ]);
  }
  return rng.pick([
    `${slots.company} Recruiting <no-reply@${slots.ats}>`,
    `${slots.company} <no-reply@${slots.ats}>`,
    `${slots.recruiter} <${slots.recruiterFirst}@${slots.domain}>`,
    `${slots.company} Talent Team <jobs@${slots.domain}>`,
    `"${slots.recruiter} at ${slots.company}" <notifications@${slots.ats}>`,
  ]);
}

export function generateEmail(rng: Rng, kind: Kind, lang: string, split: Split): Email {
  const b = bank(lang);
  const own = b.classes[kind];
  const pick = (list: string[]) => {
    const part = list.filter(inSplit(split));
    return part.length ? part : list;
  };
  const keys = pick(own.key);
  const subjects = pick(own.subject);
  const date = new Date(
    Date.UTC(2026, rng.int(0, 11), rng.int(1, 28), rng.int(6, 20), rng.int(0, 59)),
  );
  const slots = slotValues(rng, lang, date);
  const body: string[] = [];
  if (kind !== 'not_job' || rng.chance(0.3)) body.push(rng.pick(b.greeting));
  const lead = kind === 'not_job' ? [] : rng.sample(b.neutral, rng.int(0, 2));
  body.push(...lead);
  body.push(...rng.sample(keys, Math.min(keys.length, rng.int(1, 2))));
  if (own.extra && rng.chance(0.6)) body.push(rng.pick(own.extra));
  if (kind !== 'not_job' && rng.chance(0.4)) body.push(rng.pick(b.neutral));
  if (kind === 'not_job' && rng.chance(0.3)) body.push(rng.pick(b.classes.not_job.key));
  body.push(rng.pick(b.signoff));
  if (rng.chance(0.35)) body.push(rng.pick(footers));
  const paragraphs = body.map((s) => fill(s, slots));
  return {
    kind,
    lang,
    subject: fill(rng.pick(subjects), slots),
    from: sender(rng, kind, slots),
    text: paragraphs.join(rng.chance(0.5) ? '\n\n' : '\n'),
    date,
    source: `generated:${lang}`,
  };
}

/** `perKind` emails of every kind in every language, in a fixed order for a seed. */
export function generateEmails(rng: Rng, perKind: number, split: Split): Email[] {
  const out: Email[] = [];
  for (const lang of LANGS) {
    for (const kind of KINDS) {
      const n = lang === 'en' ? perKind * 2 : perKind;
      for (let i = 0; i < n; i++) out.push(generateEmail(rng, kind, lang, split));
    }
  }
  return out;
}
