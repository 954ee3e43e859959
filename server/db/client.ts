import 'server-only';
import { openDatabase, type Database } from './open-database';

// Kept on globalThis: Next may load this module once per route bundle (and again on every
// dev reload), but one process must hold exactly one database (PGlite allows one per directory).
const holder = globalThis as unknown as { __pursuitDb?: Promise<Database> };

/** The process-wide database, opened and migrated on first use (never at import, so builds stay offline). */
export function database(): Promise<Database> {
  holder.__pursuitDb ??= openDatabase().catch((error: unknown) => {
    holder.__pursuitDb = undefined;
    throw error;
  });
  return holder.__pursuitDb;
}

/** Shorthand for services: `const db = await prisma();` */
export async function prisma(): Promise<Database['prisma']> {
  return (await database()).prisma;
}

/** Closes the database (tests and graceful shutdown). */
export async function closeDatabase(): Promise<void> {
  const current = holder.__pursuitDb;
  holder.__pursuitDb = undefined;
  if (current) await (await current).close();
}
