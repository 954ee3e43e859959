import 'server-only';
import { database } from '@/server/db/client';
import { env } from '@/server/env';
import { log } from '@/server/log';
import { jobBoss } from '@/server/jobs/job-boss';
import { startJobWorker } from '@/server/jobs/start-job-worker';
import { inboxEnabled } from '@/server/inbox/crypto/inbox-key';
import { reencryptOnStart } from '@/server/inbox/crypto/reencrypt-passwords';
import { inboxSyncJobs } from './inbox-sync-jobs';

/**
 * Called once at server start (instrumentation-node.ts): passwords sealed with the previous key
 * are sealed again with the current one (ADR 276), then worker instances sync due mailboxes.
 */
export async function startInboxSyncWithApp(): Promise<void> {
  const { WORKER, REMINDER_POLL_MS } = env();
  if (!inboxEnabled()) return;
  const db = await database();
  // A database hiccup here must not keep the server down: the next start tries again.
  await reencryptOnStart(db.prisma).catch((error: unknown) =>
    log.warn({ err: String(error) }, 'inbox: re-encrypting mailbox passwords failed'),
  );
  if (WORKER === 'off') return;
  const boss = db.kind === 'postgres' ? await jobBoss() : null;
  await startJobWorker({ db: db.prisma, boss, pollMs: REMINDER_POLL_MS, kind: inboxSyncJobs });
}
