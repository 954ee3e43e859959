// The jobs module with a kind of its own over a scratch outbox table, on PGlite (the poller) and on
// PostgreSQL (the sweep, pg-boss, two instances): every row runs once, a failing row does not stop
// the others, the sweep arms in batches until nothing is left and creates the kind's queue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrismaClient } from '@/generated/prisma/client';
import { prisma } from '@/server/db/client';
import { openDatabase, type Database } from '@/server/db/open-database';
import { armDueJobs } from './arm-due-jobs';
import { closeJobBoss, jobBoss, openJobBoss } from './job-boss';
import type { JobKind } from './job-kind';
import { startJobWorker, type JobWorker } from './start-job-worker';

const onPostgres = Boolean(process.env.DATABASE_URL);
let db: PrismaClient;

beforeAll(async () => {
  db = await prisma();
  await db.$executeRawUnsafe(`CREATE TABLE test_outbox (
    id text PRIMARY KEY, due_at timestamptz NOT NULL, status text NOT NULL DEFAULT 'PENDING',
    armed boolean NOT NULL DEFAULT false, runs int NOT NULL DEFAULT 0, fail boolean NOT NULL DEFAULT false)`);
});
afterAll(async () => {
  await closeJobBoss();
});

/** Claims its row with one conditional UPDATE, like the real kinds; `fail` rows throw after the claim. */
const testJobs: JobKind<{ id: string }> = {
  queue: 'test-outbox',
  queueOptions: () => ({ retryLimit: 0, expireInSeconds: 30 }),
  horizonSeconds: 60,
  arm: async (tx, { horizonSeconds, limit }) => {
    const rows = await tx.$queryRaw<{ id: string; due_at: Date }[]>`
      WITH due AS (
        SELECT id FROM test_outbox
        WHERE NOT armed AND status = 'PENDING' AND due_at <= now() + make_interval(secs => ${horizonSeconds})
        ORDER BY due_at LIMIT ${limit} FOR UPDATE SKIP LOCKED
      )
      UPDATE test_outbox t SET armed = true FROM due WHERE t.id = due.id RETURNING t.id, t.due_at`;
    return rows.map((r) => ({ data: { id: r.id }, startAfter: r.due_at }));
  },
  due: async (client, { now, limit }) =>
    client.$queryRaw<{ id: string }[]>`
      SELECT id FROM test_outbox WHERE status = 'PENDING' AND due_at <= ${now} ORDER BY due_at LIMIT ${limit}`,
  run: async (client, { id }) => {
    const claimed = await client.$queryRaw<{ fail: boolean }[]>`
      UPDATE test_outbox SET status = 'DONE', runs = runs + 1
      WHERE id = ${id} AND status = 'PENDING' AND due_at <= now() RETURNING fail`;
    if (claimed[0]?.fail) throw new Error(`row ${id} fails`);
  },
};

async function addRows(prefix: string, count: number, dueInSeconds: number, fail = () => false) {
  for (let i = 0; i < count; i++)
    await db.$executeRaw`
      INSERT INTO test_outbox (id, due_at, fail)
      VALUES (${`${prefix}-${i}`}, now() + make_interval(secs => ${dueInSeconds}), ${fail()})`;
}

async function runsOf(prefix: string) {
  return db.$queryRaw<{ id: string; runs: number; status: string }[]>`
    SELECT id, runs, status FROM test_outbox WHERE id LIKE ${`${prefix}-%`} ORDER BY id`;
}

async function waitUntil(what: string, ok: () => Promise<boolean>, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('the jobs module', () => {
  it('runs every due row once with two workers, past a row that fails', async () => {
    let n = 0;
    await addRows('pair', 12, -1, () => n++ === 3);
    const workers: { worker: JobWorker; own: Database | null; close: () => Promise<void> }[] = [];
    for (let i = 0; i < 2; i++) {
      const own = onPostgres ? await openDatabase() : null;
      const boss = onPostgres
        ? await openJobBoss({ connectionString: process.env.DATABASE_URL ?? '', supervise: true })
        : null;
      const worker = await startJobWorker({
        db: own?.prisma ?? db,
        boss,
        pollMs: 500,
        kind: testJobs,
      });
      workers.push({
        worker,
        own,
        close: async () => {
          await worker.stop();
          await boss?.stop({ graceful: true, wait: true, close: true });
          await own?.close();
        },
      });
    }
    try {
      await waitUntil('every row run', async () =>
        (await runsOf('pair')).every((r) => r.status === 'DONE'),
      );
      // Let a late duplicate show up if there were one.
      await new Promise((r) => setTimeout(r, 1500));
      expect((await runsOf('pair')).map((r) => r.runs)).toEqual(Array(12).fill(1));
    } finally {
      for (const w of workers) await w.close();
    }
  });

  it.runIf(onPostgres)(
    'the sweep arms in batches until no due row is left, creates the kind’s queue, and arms nothing twice',
    async () => {
      await addRows('sweep', 7, 5);
      await addRows('later', 2, 3600);
      const boss = await jobBoss();
      const kind = { ...testJobs, queue: 'test-sweep' };
      const [first, second] = await Promise.all([
        armDueJobs({ db, boss, kind, batchSize: 2 }),
        armDueJobs({ db, boss, kind, batchSize: 2 }),
      ]);
      expect(first + second).toBe(7);
      expect(await armDueJobs({ db, boss, kind, batchSize: 2 })).toBe(0);
      const jobs = await db.$queryRaw<{ id: string }[]>`
        SELECT data->>'id' AS id FROM pgboss.job WHERE name = 'test-sweep'`;
      expect(jobs.map((j) => j.id).sort()).toEqual(
        Array.from({ length: 7 }, (_, i) => `sweep-${i}`),
      );
      const queue = await boss.getQueue('test-sweep');
      expect([queue?.retryLimit, queue?.expireInSeconds]).toEqual([0, 30]);
    },
  );
});
