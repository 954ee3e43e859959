import 'server-only';
import type PgBoss from 'pg-boss';
import type { JobKind } from './job-kind';

const known = new WeakMap<PgBoss, Set<string>>();

/** Makes sure the kind's pg-boss queue exists (once per pg-boss instance). */
export async function ensureQueue(
  boss: PgBoss,
  kind: Pick<JobKind<object>, 'queue' | 'queueOptions'>,
): Promise<void> {
  const queues = known.get(boss) ?? new Set<string>();
  known.set(boss, queues);
  if (queues.has(kind.queue)) return;
  if (!(await boss.getQueue(kind.queue)))
    await boss
      .createQueue(kind.queue, { name: kind.queue, ...kind.queueOptions() })
      // Another instance created it at the same moment.
      .catch(async (error: unknown) => {
        if (!(await boss.getQueue(kind.queue))) throw error;
      });
  queues.add(kind.queue);
}
