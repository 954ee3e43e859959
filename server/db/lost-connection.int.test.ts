// A PostgreSQL restart or an admin's pg_terminate_backend ends the pool's idle connections: the
// process must not crash (an unhandled 'error' event), and the next query must work.
import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { database, prisma } from './client';

describe.skipIf(!process.env.TEST_DATABASE_URL)('lost database connections (PostgreSQL)', () => {
  it('survives the server ending idle connections and answers the next query', async () => {
    const db = await database();
    await db.ping();
    await (
      await prisma()
    ).$queryRaw`SELECT 1`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const ended = await admin.query(
      'SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    await admin.end();
    expect(ended.rowCount).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 200)); // the 'error' events arrive on the idle clients
    await db.ping();
    expect(await (await prisma()).$queryRaw<{ one: number }[]>`SELECT 1 AS one`).toEqual([
      { one: 1 },
    ]);
  });
});
