import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The smallest surface both PGlite and a pg client offer. */
export type SqlRunner = {
  query: <T>(sql: string, params?: unknown[]) => Promise<T[]>;
  exec: (sql: string) => Promise<void>;
};

// The same table `prisma migrate deploy` keeps, so the two stay interchangeable.
const MIGRATIONS_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

/** Applies every prisma/migrations/<name>/migration.sql not yet recorded, in name order, each in a transaction. */
export async function applyMigrations(db: SqlRunner, migrationsDir: string): Promise<string[]> {
  await db.exec(MIGRATIONS_TABLE);
  const applied = new Set(
    (
      await db.query<{ migration_name: string }>(
        'SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
      )
    ).map((r) => r.migration_name),
  );
  const names = (await readdir(migrationsDir, { withFileTypes: true }))
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  const done: string[] = [];
  for (const name of names) {
    if (applied.has(name)) continue;
    const sql = await readFile(join(migrationsDir, name, 'migration.sql'), 'utf8');
    const checksum = createHash('sha256').update(sql).digest('hex');
    await db.exec('BEGIN');
    try {
      await db.exec(sql);
      await db.query(
        `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count)
         VALUES ($1, $2, now(), $3, 1)`,
        [randomUUID(), checksum, name],
      );
      await db.exec('COMMIT');
    } catch (error) {
      await db.exec('ROLLBACK');
      throw new Error(`Migration ${name} failed: ${(error as Error).message}`, { cause: error });
    }
    done.push(name);
  }
  return done;
}
