// Made cases for the matching bench (bench/inbox/match.ts): trackers of several applications and
// the mails their companies' hiring systems send, in the shapes those systems use (sender
// addresses, subjects, job links of Greenhouse, Lever, Workday, Ashby, SmartRecruiters, iCIMS,
// Workable, LinkedIn, Indeed, a company's own recruiters and scheduling tools that only answer in
// the thread). Company names as a user types them differ from how mail writes them (legal forms,
// case, accents, a domain that is not the name). Written for this repository; fixed seed.

export type TrackedApp = { id: string; company: string; jobTitle: string; jobLink: string | null };

export type MatchCase = {
  id: string;
  style: string;
  /** The raw RFC 822 message. */
  raw: string;
  /** The application it is about; null when the user does not track its company. */
  truth: string | null;
  /** The Message-ID of an earlier case in the same thread. */
  replyTo: string | null;
};

export type Scenario = { user: string; apps: TrackedApp[]; cases: MatchCase[] };

type Company = {
  /** As the user typed it in the tracker. */
  tracked: string;
  /** As the company's mail writes it. */
  mailName: string;
  domain: string;
  slug: string;
};

const COMPANIES: Company[] = [
  { tracked: 'Acme Inc.', mailName: 'Acme', domain: 'acme.com', slug: 'acme' },
  { tracked: 'Initech GmbH', mailName: 'Initech', domain: 'initech.de', slug: 'initech' },
  { tracked: 'globex', mailName: 'Globex Corporation', domain: 'globex.com', slug: 'globex' },
  {
    tracked: 'Société Générale',
    mailName: 'Societe Generale',
    domain: 'socgen.com',
    slug: 'societegenerale',
  },
  { tracked: 'Zalando SE', mailName: 'Zalando', domain: 'zalando.de', slug: 'zalando' },
  {
    tracked: 'Umbrella Health',
    mailName: 'Umbrella Health',
    domain: 'umbrellahealth.io',
    slug: 'umbrella-health',
  },
  { tracked: 'Hooli', mailName: 'Hooli', domain: 'hooli.xyz', slug: 'hooli' },
  {
    tracked: 'Northwind Traders',
    mailName: 'Northwind',
    domain: 'northwind-traders.com',
    slug: 'northwind',
  },
  {
    tracked: 'Banco Solar S.A.',
    mailName: 'Banco Solar',
    domain: 'bancosolar.es',
    slug: 'bancosolar',
  },
  {
    tracked: 'Vandelay Industries',
    mailName: 'Vandelay Industries',
    domain: 'vandelay.co.uk',
    slug: 'vandelay',
  },
  { tracked: 'Pied Piper', mailName: 'Pied Piper', domain: 'piedpiper.com', slug: 'piedpiper' },
  { tracked: 'Wonka Labs', mailName: 'Wonka Labs', domain: 'wonkalabs.ai', slug: 'wonka-labs' },
  {
    tracked: 'Stark Logistics',
    mailName: 'Stark Logistics GmbH',
    domain: 'stark-logistik.de',
    slug: 'starklogistics',
  },
  {
    tracked: 'Cyberdyne',
    mailName: 'Cyberdyne Systems',
    domain: 'cyberdyne.com',
    slug: 'cyberdyne',
  },
  { tracked: 'Bluth Company', mailName: 'Bluth Co.', domain: 'bluth.com', slug: 'bluth' },
  { tracked: 'Tyrell', mailName: 'Tyrell Corp', domain: 'tyrell.com', slug: 'tyrell' },
  {
    tracked: 'Massive Dynamic',
    mailName: 'Massive Dynamic',
    domain: 'massivedynamic.com',
    slug: 'massive-dynamic',
  },
  {
    tracked: 'Aperture Science',
    mailName: 'Aperture',
    domain: 'aperture.science',
    slug: 'aperture',
  },
  { tracked: 'Oscorp', mailName: 'OsCorp Industries', domain: 'oscorp.com', slug: 'oscorp' },
  {
    tracked: 'Dunder Mifflin',
    mailName: 'Dunder Mifflin Paper',
    domain: 'dundermifflin.com',
    slug: 'dundermifflin',
  },
];

const ROLES = [
  'Senior Software Engineer',
  'Data Analyst',
  'Product Manager',
  'Backend Developer',
  'UX Designer',
  'DevOps Engineer',
  'Marketing Manager',
  'QA Engineer',
  'Frontend Engineer',
  'Account Executive',
  'Data Scientist',
  'Site Reliability Engineer',
];

/** Mulberry32: the same cases on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Mail = { from: string; subject: string; text: string };
type Style = (c: Company, role: string, ref: string) => Mail;

const STYLES: Record<string, Style> = {
  greenhouse: (c, role, ref) => ({
    from: `${c.mailName} <no-reply@us.greenhouse-mail.io>`,
    subject: `Thank you for applying to ${c.mailName}`,
    text: `Hi Sam,\n\nThanks for your interest in ${c.mailName}! We received your application for the ${role} position and our team will review it.\n\nhttps://boards.greenhouse.io/${c.slug}/jobs/${ref}\n\nBest,\n${c.mailName} Recruiting`,
  }),
  lever: (c, role, ref) => ({
    from: `${c.mailName} <no-reply@hire.lever.co>`,
    subject: `Your application to ${c.mailName}`,
    text: `Hi Sam,\n\nThank you for taking the time to apply for ${role}. Unfortunately we have decided to move forward with other candidates.\n\nhttps://jobs.lever.co/${c.slug}/${ref}-4f1a\n\nThe ${c.mailName} team`,
  }),
  workday: (c, role, ref) => ({
    from: `${c.slug}@myworkday.com`,
    subject: `Application received: ${role} (R${ref})`,
    text: `Dear Sam,\n\nThank you for your application for the position ${role} (R${ref}). You can follow its status in your candidate home.\n\nhttps://${c.slug}.wd3.myworkdayjobs.com/en-US/careers/job/${ref}\n\nTalent Acquisition`,
  }),
  ashby: (c, role, ref) => ({
    from: `${c.mailName} Hiring Team <no-reply@ashbyhq.com>`,
    subject: `Interview invitation: ${role}`,
    text: `Hi Sam,\n\nWe would love to schedule a 45 minute call with our hiring manager for the ${role} role. Please pick a time that suits you: https://jobs.ashbyhq.com/${c.slug}/${ref}/schedule\n\nThanks!`,
  }),
  smartrecruiters: (c, role, ref) => ({
    from: `${c.mailName} <noreply@smartrecruiters.com>`,
    subject: `${c.mailName} - ${role}`,
    text: `Dear Sam,\n\nThank you for applying. We have received your application and will be in touch.\n\nhttps://jobs.smartrecruiters.com/${c.slug}/${ref}-${role.toLowerCase().replace(/ /g, '-')}\n`,
  }),
  icims: (c, role, ref) => ({
    from: `${c.mailName} Careers <donotreply@icims.com>`,
    subject: `Your application status`,
    text: `Dear Sam,\n\nThank you for your interest in the ${role} opportunity at ${c.mailName}. After careful review we will not be moving forward with your candidacy.\n\nhttps://careers-${c.slug}.icims.com/jobs/${ref}/job\n`,
  }),
  workable: (c, role, ref) => ({
    from: `${c.mailName} <noreply@candidates.workablemail.com>`,
    subject: `Assessment for the ${role} role`,
    text: `Hi Sam,\n\nAs the next step, please complete a short online assessment within 5 days.\n\nhttps://apply.workable.com/${c.slug}/j/${ref}AB/\n\nKind regards,\n${c.mailName}`,
  }),
  linkedin: (c, role) => ({
    from: `LinkedIn <jobs-noreply@linkedin.com>`,
    subject: `Sam, your application was sent to ${c.mailName}`,
    text: `Your application was sent to ${c.mailName}\n\n${role}\n${c.mailName} · Berlin (Hybrid)\nApplied on November 3\n`,
  }),
  indeed: (c, role) => ({
    from: `Indeed Apply <indeedapply@indeed.com>`,
    subject: `Indeed Application: ${role}`,
    text: `Application submitted\n\n${role}\n${c.mailName} - Madrid\n\nThe following items were sent to ${c.mailName}. Good luck!\n`,
  }),
  recruiter: (c, role) => ({
    from: `Jamie Rivera <jamie.rivera@${c.domain}>`,
    subject: `Next steps - ${role}`,
    text: `Hi Sam,\n\nThanks for your time so far. The team would like to invite you to a technical interview for the ${role} position next week. Could you share a few slots?\n\nJamie`,
  }),
  offer: (c, role) => ({
    from: `People Team <people@${c.domain}>`,
    subject: `Your offer`,
    text: `Dear Sam,\n\nWe are delighted to offer you the position of ${role}. The offer letter is attached for your review.\n\nWarm regards,\nPeople Team`,
  }),
};

/** Scheduling tools answer in the thread, naming neither the company nor the role. */
const followUp = (name: string): Mail => ({
  from: `${name} <scheduling@goodtime.io>`,
  subject: `Re: your interview`,
  text: `Hi Sam,\n\nYour interview is confirmed for Tuesday 10:00. A calendar invitation follows.\n\nThanks,\n${name}`,
});

function rfc822(mail: Mail, messageId: string, replyTo: string | null, day: number): string {
  const date = new Date(Date.UTC(2026, 10, 2 + day, 9, 0, 0)).toUTCString();
  return [
    `From: ${mail.from}`,
    'To: Sam <sam@example.net>',
    `Subject: ${mail.subject}`,
    `Date: ${date}`,
    `Message-ID: ${messageId}`,
    ...(replyTo ? [`In-Reply-To: ${replyTo}`, `References: ${replyTo}`] : []),
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    mail.text,
    '',
  ].join('\r\n');
}

const pick = <T>(list: readonly T[], r: () => number): T => list[Math.floor(r() * list.length)]!;

/**
 * `count` users, each tracking 6–9 applications at 5–7 companies (two roles at one of them), and
 * getting one mail per application plus a scheduling reply in some threads and mails from
 * companies they do not track.
 */
export function matchScenarios(count = 40, seed = 20261128): Scenario[] {
  const r = random(seed);
  const styles = Object.keys(STYLES);
  const scenarios: Scenario[] = [];
  for (let u = 0; u < count; u += 1) {
    const shuffled = [...COMPANIES].sort(() => r() - 0.5);
    const tracked = shuffled.slice(0, 5 + Math.floor(r() * 3));
    const untracked = shuffled.slice(tracked.length, tracked.length + 2);
    const apps: (TrackedApp & { c: Company })[] = [];
    for (const [i, c] of tracked.entries()) {
      const roles = [...ROLES].sort(() => r() - 0.5).slice(0, i === 0 ? 2 : 1);
      for (const role of roles)
        apps.push({
          id: `u${u}-a${apps.length}`,
          company: c.tracked,
          jobTitle: role,
          jobLink: null,
          c,
        });
    }
    const cases: MatchCase[] = [];
    let day = 0;
    for (const app of apps) {
      const style = pick(styles, r);
      const ref = String(1000 + Math.floor(r() * 9000));
      const id = `<${u}.${cases.length}@bench.example>`;
      cases.push({
        id: `${u}/${cases.length}`,
        style,
        raw: rfc822(STYLES[style]!(app.c, app.jobTitle, ref), id, null, (day += 1)),
        truth: app.id,
        replyTo: null,
      });
      if (r() < 0.3) {
        const reply = `<${u}.${cases.length}@bench.example>`;
        cases.push({
          id: `${u}/${cases.length}`,
          style: 'thread reply',
          raw: rfc822(followUp('Alex Kim'), reply, id, (day += 1)),
          truth: app.id,
          replyTo: id,
        });
      }
    }
    for (const c of untracked) {
      const style = pick(styles, r);
      cases.push({
        id: `${u}/${cases.length}`,
        style: `${style} (untracked)`,
        raw: rfc822(
          STYLES[style]!(c, pick(ROLES, r), '4242'),
          `<${u}.${cases.length}@bench.example>`,
          null,
          (day += 1),
        ),
        truth: null,
        replyTo: null,
      });
    }
    scenarios.push({ user: `u${u}`, apps: apps.map(({ c: _c, ...a }) => a), cases });
  }
  return scenarios;
}
