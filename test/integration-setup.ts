// Gives each integration test file its own empty, migrated database: an in-memory PGlite, or a
// fresh database on the PostgreSQL named by TEST_DATABASE_URL (scripts/with-postgres.sh).
import { randomBytes } from 'node:crypto';
import { afterAll } from 'vitest';
import pg from 'pg';
import { closeDatabase } from '@/server/db/client';
import { resetEnvForTests } from '@/server/env';
import { closeJobBoss } from '@/server/jobs/job-boss';

const adminUrl = process.env.TEST_DATABASE_URL;
let dbName: string | undefined;

if (adminUrl) {
  dbName = `pursuit_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  process.env.DATABASE_URL = url.toString();
} else {
  delete process.env.DATABASE_URL;
  process.env.PGLITE_DIR = 'memory://';
}
resetEnvForTests();

afterAll(async () => {
  // pg-boss (started by the first reminder scheduled on PostgreSQL) holds its own connections.
  await closeJobBoss();
  await closeDatabase();
  if (adminUrl && dbName) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
});
