// The Node.js side of instrumentation.ts, in a module of its own so that only the Node.js server
// compiles it (the Edge compilation of instrumentation.ts never sees the database, secret and
// worker modules, which is what the build's "Node.js API … not supported in the Edge Runtime"
// warnings were about). Check the settings (a misconfigured deployment stops here, one line per
// missing setting, exit code 1, instead of reporting healthy and failing every login), record each
// request's socket peer (client identity for rate limits, see server/http/peer-address.ts), then
// open the database and apply pending migrations, so the first request does not pay for it and a
// broken database fails the start loudly.
export async function registerNode(): Promise<void> {
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startupProblems } = await import('./server/env');
  const problems = startupProblems();
  if (problems.length) {
    for (const problem of problems) process.stderr.write(`Pursuit cannot start: ${problem}\n`);
    process.exit(1);
  }
  const { installPeerAddressHook } = await import('./server/http/peer-address');
  installPeerAddressHook();
  const { database } = await import('./server/db/client');
  await database();
  // The OCR worker warms while reminders start, and the server answers once it is warm: the first
  // screenshot does not pay tesseract's start-up (ADR 096, 104).
  const { warmOcrOnStart } = await import('./server/ocr/warm-ocr-on-start');
  // The document worker warms in the background: the first resume upload does not pay for
  // starting it and loading pdf.js (ADR 220).
  const { warmDocumentWorker } = await import('./server/documents/warm-document-worker');
  void warmDocumentWorker();
  await Promise.all([warmOcrOnStart(), startReminders()]);
  // Webhook deliveries ride the reminders' queue (ADR 152).
  const { startWebhooksWithApp } = await import('./server/webhooks/start-webhooks-with-app');
  await startWebhooksWithApp();
  // Mailbox syncs are one more kind on the jobs module (ADR 252); the SMTP listener only when configured.
  const { startInboxSyncWithApp } = await import('./server/inbox/sync/start-inbox-sync-with-app');
  await startInboxSyncWithApp();
  const { startInboxSmtpWithApp } = await import('./server/inbox/smtp/start-inbox-smtp');
  const { env } = await import('./server/env');
  await startInboxSmtpWithApp(env().INBOX_SMTP_PORT);
}

// The reminder worker starts with the app (ADR 070, 103); WORKER=off leaves only the scheduling side.
async function startReminders(): Promise<void> {
  const { startRemindersWithApp } = await import('./server/reminders/start-reminders-with-app');
  await startRemindersWithApp();
}
