// Runs once when a server process starts: open the database and apply pending migrations
// then, so the first request does not pay for it and a broken database fails the start loudly.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { database } = await import('./server/db/client');
  await database();
  await startReminders();
}

// The reminder worker starts with the app (ADR 070); WORKER=off leaves only the scheduling side.
async function startReminders() {
  const { startRemindersWithApp } = await import('./server/reminders/start-reminders-with-app');
  await startRemindersWithApp();
}
