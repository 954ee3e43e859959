import 'server-only';
import type PgBoss from 'pg-boss';
import type { JobKind } from './job-kind';

const known = new WeakMap<PgBoss, Map<string, Promise<void>>>();

/**
 * Makes sure the kind's pg-boss queue exists (once per pg-boss instance). Concurrent callers in
 * this process share one creation; another process creating the same queue at the same moment
 * can make PostgreSQL abort ours (a deadlock on pg-boss's tables), so a failed creation looks
 * again and retries before it gives up.
 */
export function ensureQueue(
  boss: PgBoss,
  kind: Pick<JobKind<object>, 'queue' | 'queueOptions'>,
): Promise<void> {
  const queues = known.get(boss) ?? new Map<string, Promise<void>>();
  known.set(boss, queues);
  let created = queues.get(kind.queue);
  if (!created) {
    created = createQueue(boss, kind);
    queues.set(kind.queue, created);
    created.catch(() => queues.delete(kind.queue));
  }
  return created;
}

async function createQueue(
  boss: PgBoss,
  kind: Pick<JobKind<object>, 'queue' | 'queueOptions'>,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    if (await boss.getQueue(kind.queue)) return;
    try {
      await boss.createQueue(kind.queue, { name: kind.queue, ...kind.queueOptions() });
      return;
    } catch (error) {
      if (await boss.getQueue(kind.queue)) return;
      if (attempt >= 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}
