import 'server-only';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PrismaClient } from '@/generated/prisma/client';
import { env } from '@/server/env';
import { log } from '@/server/log';
import { applyMigrations } from './apply-migrations';
import { keepPgliteStatistics } from './keep-pglite-statistics';

export type DatabaseKind = 'pglite' | 'postgres';
export type Database = {
  prisma: PrismaClient;
  kind: DatabaseKind;
  /** `SELECT 1` on the driver itself, for health checks (no Prisma work per call). */
  ping: () => Promise<void>;
  /**
   * One SQL statement on the driver itself, for the hottest reads (ADR 101): on PostgreSQL a named
   * prepared statement (parsed and planned once per connection), with no Prisma work per call.
   * Rows come back as the driver reads them; `date` columns as Dates at UTC midnight, like Prisma.
   */
  query: <T>(name: string, text: string, values: unknown[]) => Promise<T[]>;
  close: () => Promise<void>;
};

// pg reads a `date` as local midnight; Prisma (and the DTOs) mean UTC midnight.
const DATE_OID = 1082;
const utcDate = (value: string) => new Date(`${value}T00:00:00Z`);

// Any constant works; it keeps two instances starting at once from migrating together.
const MIGRATION_LOCK = 72707369;

async function openPostgres(url: string, migrationsDir: string): Promise<Database> {
  const [{ Pool, types: pgTypes }, { PrismaPg }] = await Promise.all([
    import('pg'),
    import('@prisma/adapter-pg'),
  ]);
  const pool = new Pool({ connectionString: url, max: 10 });
  // An idle connection the server ends (PostgreSQL restarted, a failover, an admin's kill) is an
  // 'error' event on the pool: without a listener it would crash the process. The pool drops the
  // connection and opens a new one for the next query.
  pool.on('error', (error) =>
    log.warn({ err: error }, 'idle database connection closed by the server'),
  );
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const applied = await applyMigrations(
      {
        query: async (sql, params) => (await client.query(sql, params)).rows,
        exec: async (sql) => void (await client.query(sql)),
      },
      migrationsDir,
    );
    if (applied.length) log.info({ applied }, 'migrations applied (postgres)');
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
  const types = {
    getTypeParser: (oid: number, format?: 'text' | 'binary') =>
      oid === DATE_OID ? utcDate : pgTypes.getTypeParser(oid, format),
  };
  return {
    prisma,
    kind: 'postgres',
    ping: async () => void (await pool.query('SELECT 1')),
    query: async <T>(name: string, text: string, values: unknown[]) =>
      (await pool.query({ name, text, values, types })).rows as T[],
    close: async () => {
      await prisma.$disconnect();
      await pool.end().catch(() => {});
    },
  };
}

async function openPglite(dir: string, migrationsDir: string): Promise<Database> {
  const [{ PGlite }, { PrismaPGlite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('pglite-prisma-adapter'),
  ]);
  const inMemory = dir.startsWith('memory://');
  if (!inMemory) mkdirSync(resolve(dir), { recursive: true });
  const pglite = new PGlite(inMemory ? dir : resolve(dir));
  await pglite.waitReady;
  const applied = await applyMigrations(
    {
      query: async <T>(sql: string, params?: unknown[]) =>
        (await pglite.query<T>(sql, params)).rows,
      exec: async (sql) => void (await pglite.exec(sql)),
    },
    migrationsDir,
  );
  if (applied.length) log.info({ applied, dir }, 'migrations applied (pglite)');
  // No autovacuum in PGlite: without this its planner never has statistics (ADR 220).
  const statistics = keepPgliteStatistics(pglite);
  await statistics.ready;
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  return {
    prisma,
    kind: 'pglite',
    ping: async () => void (await pglite.query('SELECT 1')),
    query: async <T>(_name: string, text: string, values: unknown[]) =>
      (await pglite.query<T>(text, values)).rows,
    close: async () => {
      await statistics.stop();
      await prisma.$disconnect();
      await pglite.close();
    },
  };
}

/** Opens PostgreSQL when DATABASE_URL is set, else the embedded PGlite, and brings its schema up to date. */
export async function openDatabase(): Promise<Database> {
  const { DATABASE_URL, PGLITE_DIR, MIGRATIONS_DIR } = env();
  const migrationsDir = resolve(MIGRATIONS_DIR);
  return DATABASE_URL
    ? openPostgres(DATABASE_URL, migrationsDir)
    : openPglite(PGLITE_DIR, migrationsDir);
}
