// Where the insights statement's time goes, CTE by CTE (bench/insights/run.ts): for each CTE of
// INSIGHTS_SQL, the statement cut after it and ending in `SELECT count(*) FROM` it, so the
// database computes that CTE and what it reads, nothing after. EXPLAIN (ANALYZE, TIMING OFF):
// per-node clock reads cost more than the work on PGlite's WebAssembly build, so only the
// statement's planning and execution times are read, median of `runs`.

type Query = <T>(name: string, text: string, values: unknown[]) => Promise<T[]>;

export type CteTime = { cte: string; planningMs: number; executionMs: number };

/** The CTE names of a `WITH a AS (…), b AS (…) SELECT …` statement, each with the text up to its end. */
export function cutAfterEachCte(sql: string): { cte: string; text: string }[] {
  const heads = [...sql.matchAll(/(?:WITH|\),)\s+(\w+) AS \(/g)];
  const end = sql.search(/\)\s*SELECT\s+\(SELECT/);
  return heads.map((head, i) => {
    const stop = i + 1 < heads.length ? heads[i + 1]!.index! : end;
    // Every parameter is referenced (with its type), whether the cut text uses it or not.
    const text = `${sql.slice(0, stop)})
      SELECT (SELECT count(*) FROM ${head[1]}) AS n, $1::text AS a, $2::text AS b, $3::date AS c, $4::date AS d`;
    return { cte: head[1]!, text };
  });
}

function median(xs: number[]): number {
  return [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
}

/** Planning and execution ms of the statement (EXPLAIN (ANALYZE, TIMING OFF)), median of `runs`. */
export async function statementTimes(
  query: Query,
  text: string,
  values: unknown[],
  runs: number,
): Promise<{ planningMs: number; executionMs: number }> {
  const planning: number[] = [];
  const execution: number[] = [];
  for (let i = 0; i < runs; i++) {
    const rows = await query<Record<string, unknown>>(
      '',
      `EXPLAIN (ANALYZE, TIMING OFF, FORMAT JSON) ${text}`,
      values,
    );
    const cell = Object.values(rows[0]!)[0];
    const [plan] = (typeof cell === 'string' ? JSON.parse(cell) : cell) as {
      'Planning Time': number;
      'Execution Time': number;
    }[];
    planning.push(plan!['Planning Time']);
    execution.push(plan!['Execution Time']);
  }
  return { planningMs: median(planning), executionMs: median(execution) };
}

/** Each CTE's cut (see cutAfterEachCte) and the whole statement, timed. */
export async function profileCtes(
  query: Query,
  sql: string,
  values: unknown[],
  runs = 9,
): Promise<CteTime[]> {
  const out: CteTime[] = [];
  for (const { cte, text } of cutAfterEachCte(sql))
    out.push({ cte, ...(await statementTimes(query, text, values, runs)) });
  out.push({ cte: '(whole statement)', ...(await statementTimes(query, sql, values, runs)) });
  return out;
}
