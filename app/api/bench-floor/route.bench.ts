// GET /api/bench-floor — an empty route handler: the framework's own floor for bench/api.
// Only bench builds contain it: `.bench.ts` is a page extension only when BENCH_FLOOR_ROUTE=1
// (next.config.ts); every other build ignores this file.
export const dynamic = 'force-dynamic';

export function GET(): Response {
  return Response.json({ status: 'ok' });
}
