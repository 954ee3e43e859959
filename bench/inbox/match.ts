// `npm run bench:inbox-match`: which application an email is about (ADR 252, 277). Each email goes
// through the inbox's own parse → classify → match steps, against the user's tracker; an email
// in a thread is matched with what earlier emails of the thread were matched to, as the sync does.
// Reports the share of proposals whose company the user tracks that name the right application
// (target ≥ 90 %), and how often an email from a company the user does not track is matched to
// one anyway (it should propose a new application). Two sets:
// (1) the collected public emails (training/inbox/collected, and the shared dev corpus's
//     corpus/dev/emails when CORPUS_DIR has it), each with a tracker holding its company as a user
//     would type it plus other applications (another role at the same company when the email names
//     its role);
// (2) made trackers and the mails ATSs, job boards, recruiters and scheduling tools send
//     (bench/inbox/match-cases.ts).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { classifyMessage } from '../../server/inbox/classify/classify-message';
import type { MatchCandidate } from '../../server/inbox/match/match-application';
import { matchEmail } from '../../server/inbox/match/match-email';
import { parseEmail } from '../../server/inbox/parse/parse-email';
import { isJobRelated } from '../../server/inbox/parse/is-job-related';
import { readCollected, type CollectedEmail } from '../../training/inbox/collected-emails';
import { matchScenarios, type MatchCase, type TrackedApp } from './match-cases';

type Outcome = {
  style: string;
  truth: string | null;
  got: string | null;
  kept: boolean;
  note: string;
};

/** Parse, classify and match a user's emails in date order, threads as the sync follows them. */
async function run(apps: TrackedApp[], cases: MatchCase[]): Promise<Outcome[]> {
  const candidates: MatchCandidate[] = apps.map((a, i) => ({
    ...a,
    createdAt: new Date(Date.UTC(2026, 9, 1 + i)),
  }));
  const threads = new Map<string, string>();
  const out: Outcome[] = [];
  for (const c of cases) {
    const mail = await parseEmail(c.raw);
    const k = classifyMessage({
      subject: mail.subject,
      from: mail.from,
      text: mail.text,
      date: mail.date,
      timezone: 'Europe/Berlin',
    });
    if (!isJobRelated(k)) {
      out.push({ style: c.style, truth: c.truth, got: null, kept: false, note: mail.subject });
      continue;
    }
    const matched = matchEmail(mail, k, candidates, threads);
    const want = apps.find((a) => a.id === c.truth);
    out.push({
      style: c.style,
      truth: c.truth,
      got: matched?.id ?? null,
      kept: true,
      note: `tracked "${want?.company}" / "${want?.jobTitle}"; read company "${k.company}", title "${k.job_title}", ${k.kind}; got ${matched ? `"${matched.company}" / "${matched.jobTitle}"` : 'none'} — ${mail.from} — ${mail.subject}`,
    });
  }
  return out;
}

function report(title: string, outcomes: Outcome[]): void {
  const tracked = outcomes.filter((o) => o.truth !== null && o.kept);
  const right = tracked.filter((o) => o.got === o.truth);
  const dropped = outcomes.filter((o) => o.truth !== null && !o.kept).length;
  const untracked = outcomes.filter((o) => o.truth === null && o.kept);
  const wrongly = untracked.filter((o) => o.got !== null);
  console.log(
    `${title}\n  right application for ${right.length}/${tracked.length} proposals whose company is tracked: ${((100 * right.length) / Math.max(1, tracked.length)).toFixed(1)} % (target ≥ 90 %)`,
  );
  console.log(
    `  matched to another application: ${tracked.filter((o) => o.got !== null && o.got !== o.truth).length}; none matched: ${tracked.filter((o) => o.got === null).length}; read as not job-related (no proposal): ${dropped}`,
  );
  console.log(
    `  emails from untracked companies matched to an application anyway: ${wrongly.length}/${untracked.length}`,
  );
  if (process.env.VERBOSE)
    for (const o of tracked.filter((o) => o.got !== o.truth).slice(0, 40))
      console.log(`    miss (${o.style}): ${o.note}`);
  const styles = [...new Set(tracked.map((o) => o.style))].sort();
  console.log(
    '  per style: ' +
      styles
        .map((s) => {
          const list = tracked.filter((o) => o.style === s);
          return `${s} ${list.filter((o) => o.got === o.truth).length}/${list.length}`;
        })
        .join(', '),
  );
}

/** A user's spelling of a company: the legal form added or dropped, the case changed. */
function asTyped(company: string, i: number): string {
  if (i % 3 === 0) return `${company} Inc.`;
  if (i % 3 === 1) return company.toLowerCase();
  return company;
}

/**
 * Two trackers per collected email: one with its company (and another role there when it names
 * one) among other companies, one with the other companies only.
 */
function collectedCases(emails: CollectedEmail[]): { apps: TrackedApp[]; cases: MatchCase[] }[][] {
  const jobs = emails.filter((e) => e.kind !== 'not_job' && e.company);
  const companies = [...new Set(jobs.map((e) => e.company!))].sort();
  return jobs.map((e, i) => {
    const apps: TrackedApp[] = [
      {
        id: 'truth',
        company: asTyped(e.company!, i),
        jobTitle: e.job_title ?? 'Engineer',
        jobLink: null,
      },
    ];
    if (e.job_title)
      apps.push({
        id: 'same-company',
        company: e.company!,
        jobTitle: 'Office Manager',
        jobLink: null,
      });
    for (let k = 1; k <= 5; k += 1) {
      const other = companies[(i + k * 7) % companies.length]!;
      if (other !== e.company)
        apps.push({ id: `other-${k}`, company: other, jobTitle: 'Analyst', jobLink: null });
    }
    const raw = [
      `From: ${e.from}`,
      'To: Sam <sam@example.net>',
      `Subject: ${e.subject}`,
      `Date: ${e.date.toUTCString()}`,
      `Message-ID: <${encodeURIComponent(e.id)}@collected.example>`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: 8bit',
      '',
      e.text,
    ].join('\r\n');
    const tracked = {
      apps,
      cases: [{ id: e.id, style: e.source, raw, truth: 'truth', replyTo: null }],
    };
    // The same mail to a user who does not track its company: it should name no application.
    const untracked = {
      apps: apps.filter((a) => a.id.startsWith('other-')),
      cases: [{ id: e.id, style: e.source, raw, truth: null, replyTo: null }],
    };
    return [tracked, untracked];
  });
}

async function main() {
  const corpus = process.env.CORPUS_DIR ?? path.resolve('../shared/corpus/dev');
  const external = path.join(corpus, 'emails');
  const collected = [...readCollected(), ...(existsSync(external) ? readCollected(external) : [])];
  if (!existsSync(external))
    console.log(`(the shared dev corpus's emails are not at ${external}: repository emails only)`);
  const one: Outcome[] = [];
  for (const s of collectedCases(collected).flat()) one.push(...(await run(s.apps, s.cases)));
  report(
    `(1) collected public emails naming a company (${one.length / 2}, each to two users)`,
    one,
  );

  const two: Outcome[] = [];
  const scenarios = matchScenarios();
  for (const s of scenarios) two.push(...(await run(s.apps, s.cases)));
  report(
    `\n(2) made trackers and ATS / recruiter / scheduling mails (${scenarios.length} users, ${two.length} emails)`,
    two,
  );
}

void main();
