// Runs once when a server process starts: check the settings (a misconfigured deployment stops
// here, one line per missing setting, exit code 1, instead of reporting healthy and failing every
// login), record each request's socket peer (client identity for rate limits, see
// server/http/peer-address.ts), then open the database and apply pending migrations, so the first
// request does not pay for it and a broken database fails the start loudly.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
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
  // screenshot does not pay tesseract's start-up (ADR 095).
  const { warmOcrOnStart } = await import('./server/ocr/warm-ocr-on-start');
  await Promise.all([warmOcrOnStart(), startReminders()]);
  const { startWebhooksWithApp } = await import('./server/webhooks/start-webhooks-with-app');
  await startWebhooksWithApp();
}

// The reminder worker starts with the app (ADR 070); WORKER=off leaves only the scheduling side.
async function startReminders() {
  const { startRemindersWithApp } = await import('./server/reminders/start-reminders-with-app');
  await startRemindersWithApp();
}
