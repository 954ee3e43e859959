// Runs once when a server process starts: check the settings, then open the database and apply
// pending migrations, so a misconfigured deployment stops here (one line per missing setting,
// exit code 1) instead of reporting healthy and failing every login.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startupProblems } = await import('./server/env');
  const problems = startupProblems();
  if (problems.length) {
    for (const problem of problems) process.stderr.write(`Pursuit cannot start: ${problem}\n`);
    process.exit(1);
  }
  const { database } = await import('./server/db/client');
  await database();
}
