// Seeds the API bench's users into an embedded database on disk before the production server
// opens it (bench/api/run.ts --engine=pglite): PGlite has one owner at a time, so the data goes in
// first, through the server's own database module (migrations applied as at server start), and
// the folder is closed cleanly. Prints the seeded users as JSON on its last line.
//
//   PGLITE_DIR=/tmp/x npx tsx --conditions=react-server bench/api/seed-pglite.ts app app-writer
import { seed } from './seed';

delete process.env.DATABASE_URL;
process.env.LOG_LEVEL ??= 'silent';
if (!process.env.PGLITE_DIR || process.env.PGLITE_DIR.startsWith('memory://'))
  throw new Error('PGLITE_DIR must be a folder on disk');
const { openDatabase } = await import('@/server/db/open-database');
const db = await openDatabase();
const query = (sql: string, params: unknown[] = []) =>
  db.query<Record<string, unknown>>('', sql, params);
const seeded: Record<string, unknown> = {};
for (const label of process.argv.slice(2)) seeded[label] = await seed(query, label);
await query('ANALYZE');
await db.close();
console.log(JSON.stringify(seeded));
process.exit(0);
