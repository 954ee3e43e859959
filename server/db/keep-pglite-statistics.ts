import 'server-only';
import { log } from '@/server/log';

/** The smallest surface of PGlite this needs. */
type Runner = {
  query: <T>(sql: string) => Promise<{ rows: T[] }>;
  exec: (sql: string) => Promise<unknown>;
};

/**
 * Tables whose rows changed by more than PostgreSQL's autovacuum would let pass before it analyzes
 * them (`autovacuum_analyze_threshold` 50 + `autovacuum_analyze_scale_factor` 0.1 × rows), or
 * that were never analyzed and hold rows. The change counters reach pg_stat_user_tables about a
 * second after the statement that made them.
 */
const STALE_TABLES_SQL = `
  SELECT quote_ident(s.schemaname) || '.' || quote_ident(s.relname) AS name
  FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
  WHERE s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)
     OR (c.reltuples < 0 AND s.n_live_tup > 0)`;

/**
 * ANALYZE the tables whose statistics are stale (see STALE_TABLES_SQL); returns their names.
 * PGlite runs no autovacuum, so without this its planner never has statistics and plans joins
 * for a few rows: insights for 2,000 applications took a nested loop of 2,000 index probes
 * (ADR 220).
 */
export async function analyzeStaleTables(db: Runner): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(STALE_TABLES_SQL);
  for (const { name } of rows) await db.exec(`ANALYZE ${name}`);
  return rows.map((r) => r.name);
}

/** How often the embedded database's statistics are checked (a few ms when nothing changed). */
export const STATISTICS_CHECK_MS = 15_000;

/**
 * PGlite's stand-in for autovacuum's analyze: checks now and every `everyMs` (a timer that keeps
 * no process alive); `stop()` waits for a check in progress. Errors are logged, never thrown: a
 * missed ANALYZE only costs plan quality.
 */
export function keepPgliteStatistics(
  db: Runner,
  everyMs = STATISTICS_CHECK_MS,
): { ready: Promise<void>; stop: () => Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const check = () => {
    running = running
      .then(async () => {
        if (stopped) return;
        const analyzed = await analyzeStaleTables(db);
        if (analyzed.length) log.debug({ analyzed }, 'pglite statistics refreshed');
      })
      .catch((error: unknown) => log.warn({ err: error }, 'pglite ANALYZE failed'));
    return running;
  };
  const ready = check();
  const timer = setInterval(check, everyMs);
  timer.unref();
  return {
    ready,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
