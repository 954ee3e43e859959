// `npm run bench:inbox-sync`: one mailbox of 1,000 messages (a fifth of them recruiting emails
// about 100 tracked and untracked companies, the rest newsletters, job alerts and personal mail)
// read by the real sync (server/inbox/sync) from a throwaway Dovecot (test/dovecot.ts) into an
// in-memory PGlite: the first sync (all 1,000 new), a second one (nothing new), and one after 50
// more arrive. Target: the 1,000 in under 30 s. Needs dovecot-imapd; says so and exits when absent.
Object.assign(process.env, { NODE_ENV: 'test' });
process.env.PGLITE_DIR = 'memory://';
process.env.INBOX_ALLOW_LOOPBACK = 'true';
process.env.LOG_LEVEL = 'silent';
delete process.env.DATABASE_URL;
export {};

const { dovecotBinary, startDovecot } = await import('../../test/dovecot');
const emails = await import('../../test/inbox-emails');

if (!dovecotBinary()) {
  console.log(
    'bench/inbox/sync: dovecot is missing (apt-get install -y dovecot-imapd); nothing measured.',
  );
  process.exit(0);
}

const { prisma, closeDatabase } = await import('../../server/db/client');
const { createInboxAccount } = await import('../../server/inbox/accounts/create-inbox-account');
const { syncAccount } = await import('../../server/inbox/sync/sync-account');

const COMPANIES = Array.from(
  { length: 100 },
  (_, i) => `Company${String.fromCharCode(65 + (i % 26))}${i}`,
);
const TITLES = [
  'Senior Engineer',
  'Data Analyst',
  'Product Manager',
  'Backend Developer',
  'Designer',
];

function mailbox(n: number, offset: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const k = offset + i;
    const company = COMPANIES[k % COMPANIES.length]!;
    const title = TITLES[k % TITLES.length]!;
    const day = String(1 + (k % 28)).padStart(2, '0');
    const date = `${['Mon', 'Tue', 'Wed', 'Thu', 'Fri'][k % 5]}, ${day} Oct 2026 09:${String(k % 60).padStart(2, '0')}:00 +0000`;
    const kind = k % 10;
    const e =
      kind === 0
        ? emails.rejection(company, title)
        : kind === 1
          ? emails.confirmation(company, title)
          : kind === 2 && k % 20 === 2
            ? emails.interview(company, title)
            : kind < 6
              ? emails.newsletter()
              : emails.personal();
    out.push(emails.rfc822({ ...e, date, messageId: `<bench-${k}@example.test>` }));
  }
  return out;
}

const dovecot = await startDovecot();
try {
  dovecot.addUser('bench', 'bench-password');
  dovecot.deliver('bench', mailbox(1000, 0));
  const db = await prisma();
  const user = await db.user.create({
    data: {
      email: 'bench@example.test',
      username: 'Bench',
      emailVerifiedAt: new Date(),
      timezone: 'Europe/Berlin',
    },
  });
  await db.application.createMany({
    data: COMPANIES.slice(0, 50).map((company, i) => ({
      userId: user.id,
      company,
      jobTitle: TITLES[i % TITLES.length]!,
      status: 'Applied' as const,
    })),
  });
  const account = await createInboxAccount({
    userId: user.id,
    input: {
      host: '127.0.0.1',
      port: dovecot.port,
      secure: false,
      username: 'bench',
      password: 'bench-password',
      folders: ['INBOX'],
    },
  });
  const timed = async (label: string) => {
    const t0 = performance.now();
    const r = await syncAccount(db, { accountId: account.id, scheduled: false });
    const s = (performance.now() - t0) / 1000;
    return {
      label,
      read: r?.read ?? 0,
      kept: r?.kept ?? 0,
      proposals: r?.proposalIds.length ?? 0,
      seconds: s,
    };
  };
  const rows = [await timed('first sync (1,000 new)'), await timed('second sync (nothing new)')];
  dovecot.deliver('bench', mailbox(50, 1000));
  rows.push(await timed('after 50 more arrive'));
  console.log('\nInbox sync from Dovecot into PGlite (in memory)\n');
  console.log('| sync | read | kept | proposals | seconds | per message |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const r of rows)
    console.log(
      `| ${r.label} | ${r.read} | ${r.kept} | ${r.proposals} | ${r.seconds.toFixed(2)} | ${r.read ? `${((r.seconds * 1000) / r.read).toFixed(1)} ms` : '—'} |`,
    );
  const first = rows[0]!;
  console.log(
    `\nTarget: 1,000 messages < 30 s → ${first.seconds.toFixed(1)} s: ${first.seconds < 30 ? 'met' : 'NOT met'}`,
  );
} finally {
  await dovecot.stop();
  await closeDatabase();
}
