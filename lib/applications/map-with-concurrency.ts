// Runs one async call per item, at most `limit` at a time, and reports each item's outcome.
// The table's bulk status change and delete use it, so each application goes through the same
// route (history, reminders, webhooks) as a single change would, without flooding the server.

export type Outcome<T, R> =
  { item: T; ok: true; value: R } | { item: T; ok: false; error: unknown };

/** Every item's outcome, in input order; one failure does not stop the others. */
export async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  run: (item: T) => Promise<R>,
): Promise<Outcome<T, R>[]> {
  const out: Outcome<T, R>[] = new Array(items.length);
  let next = 0;
  async function worker() {
    while (next < items.length) {
      const i = next++;
      const item = items[i]!;
      try {
        out[i] = { item, ok: true, value: await run(item) };
      } catch (error) {
        out[i] = { item, ok: false, error };
      }
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return out;
}
