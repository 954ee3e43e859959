import 'server-only';
import { database } from '@/server/db/client';
import { env } from '@/server/env';
import { jobBoss } from '@/server/jobs/job-boss';
import { startJobWorker } from '@/server/jobs/start-job-worker';
import { inboxEnabled } from '@/server/inbox/crypto/inbox-key';
import { inboxSyncJobs } from './inbox-sync-jobs';

/** Called once at server start (instrumentation-node.ts): worker instances sync due mailboxes. */
export async function startInboxSyncWithApp(): Promise<void> {
  const { WORKER, REMINDER_POLL_MS } = env();
  if (WORKER === 'off' || !inboxEnabled()) return;
  const db = await database();
  const boss = db.kind === 'postgres' ? await jobBoss() : null;
  await startJobWorker({ db: db.prisma, boss, pollMs: REMINDER_POLL_MS, kind: inboxSyncJobs });
}
