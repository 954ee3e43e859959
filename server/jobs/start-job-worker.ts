import 'server-only';
import type PgBoss from 'pg-boss';
import type { PrismaClient } from '@/generated/prisma/client';
import { log } from '@/server/log';
import { armDueJobs } from './arm-due-jobs';
import { ensureQueue } from './ensure-queue';
import type { JobKind } from './job-kind';
import { runEvery, type Stoppable } from './run-every';

export type StartJobWorkerOptions<Data extends object> = {
  db: PrismaClient;
  /** pg-boss on PostgreSQL; without it (PGlite) an in-process poller reads the same table. */
  boss: PgBoss | null;
  pollMs: number;
  kind: JobKind<Data>;
};

export type JobWorker = Stoppable;

/** PGlite: runs the due jobs from the table, one at a time; a failure is the row's to retry. */
async function runDueJobs<Data extends object>(
  db: PrismaClient,
  kind: JobKind<Data>,
  stopped: () => boolean,
): Promise<void> {
  const due = await kind.due(db, { now: new Date(), limit: 25 });
  for (const data of due) {
    if (stopped()) return;
    await kind
      .run(db, data)
      .catch((error: unknown) =>
        log.warn({ err: error, queue: kind.queue }, 'job failed; its row schedules the retry'),
      );
  }
}

/**
 * Works one kind of job (ADR 206). On PostgreSQL a sweep every `pollMs` arms pg-boss jobs for
 * rows coming due and pg-boss hands them out to every instance (timing, its retries, expiry of
 * jobs whose worker died); on PGlite a timer reads the due rows. Both call the kind's `run`,
 * whose claim keeps each row to one worker.
 */
export async function startJobWorker<Data extends object>({
  db,
  boss,
  pollMs,
  kind,
}: StartJobWorkerOptions<Data>): Promise<JobWorker> {
  if (boss) {
    await ensureQueue(boss, kind);
    const workerId = await boss.work<Data>(
      kind.queue,
      { pollingIntervalSeconds: Math.max(0.5, pollMs / 1000), batchSize: 5 },
      // Every job of the batch runs; one failure fails the batch afterwards, so pg-boss retries it
      // (the jobs that went through find nothing left to claim).
      async (jobs) => {
        let failure: unknown = null;
        for (const job of jobs)
          await kind.run(db, job.data).catch((error: unknown) => {
            failure ??= error;
          });
        if (failure) throw failure;
      },
    );
    const sweep = runEvery(pollMs, `${kind.queue} sweep`, () => armDueJobs({ db, boss, kind }));
    log.info({ pollMs, queue: kind.queue }, 'job worker started (pg-boss, with the arming sweep)');
    return {
      stop: async () => {
        await sweep.stop();
        await boss.offWork(workerId);
      },
    };
  }
  const poller = runEvery(pollMs, `${kind.queue} poller`, (stopped) =>
    runDueJobs(db, kind, stopped),
  );
  log.info({ pollMs, queue: kind.queue }, 'job worker started (in-process poller)');
  return poller;
}
