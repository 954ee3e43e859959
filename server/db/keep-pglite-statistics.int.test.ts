// PGlite runs no autovacuum: the server's statistics keeper must ANALYZE tables whose rows changed
// (ADR 220), or the planner never learns that a user has 2,000 applications.
import { describe, expect, it } from 'vitest';
import { createUser } from '@/test/factories';
import { database, prisma } from './client';
import { analyzeStaleTables } from './keep-pglite-statistics';

describe.skipIf(!!process.env.TEST_DATABASE_URL)('PGlite statistics keeper', () => {
  it('analyzes a table once enough of its rows changed, and not again until they change', async () => {
    const db = await database();
    const runner = {
      query: async <T>(sql: string) => ({ rows: await db.query<T>('', sql, []) }),
      exec: (sql: string) => db.query('', sql, []),
    };
    const rowsKnown = async () =>
      (
        await db.query<{ n: number }>(
          '',
          `SELECT reltuples::int AS n FROM pg_class WHERE relname = 'applications'`,
          [],
        )
      )[0]!.n;
    const user = await createUser();
    await (
      await prisma()
    ).application.createMany({
      data: Array.from({ length: 300 }, (_, i) => ({
        userId: user.id,
        jobTitle: `Engineer ${i}`,
        company: `Company ${i}`,
        status: 'Applied',
      })),
    });
    expect(await rowsKnown()).toBeLessThan(300);
    // The change counters reach pg_stat_user_tables with the first statement a second later.
    await new Promise((r) => setTimeout(r, 1100));
    await db.ping();
    // The keeper's own timer may have got there first: either way the table is analyzed now.
    await analyzeStaleTables(runner);
    expect(await rowsKnown()).toBe(300);
    expect(await analyzeStaleTables(runner)).not.toContain('public.applications');
  }, 120_000);
});
