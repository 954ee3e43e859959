// npm test: unit, integration on PGlite, integration on a throwaway PostgreSQL, production build,
// and e2e in system Chromium. Prints each runner's summary and ends with "N passed, N failed".
// A stage whose tool is missing (Chromium, PostgreSQL) is skipped loudly; under CI=true that is a failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const ci = process.env.CI === 'true' || process.env.CI === '1';
const reports = join(process.cwd(), 'test-results', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const results = [];

function run(cmd, args, env = {}) {
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return res.status ?? 1;
}

function vitestStage(name, project, wrapper = []) {
  const out = join(reports, `${name}.json`);
  const args = [...wrapper, 'npx', 'vitest', 'run', '--project', project, '--passWithNoTests',
    '--reporter=default', '--reporter=json', `--outputFile=${out}`];
  const code = run(args[0], args.slice(1));
  if (code === 3 && wrapper.length) return skip(name, 'PostgreSQL server binaries are missing: apt-get install -y postgresql');
  let passed = 0, failed = 0;
  if (existsSync(out)) {
    const r = JSON.parse(readFileSync(out, 'utf8'));
    passed = r.numPassedTests;
    failed = r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
  }
  if (code !== 0 && failed === 0) failed = 1;
  results.push({ name, passed, failed });
}

function skip(name, why) {
  console.error(`\n!!! SKIPPED ${name}: ${why}${ci ? ' (CI=true: counted as a failure)' : ''}\n`);
  results.push({ name, passed: 0, failed: ci ? 1 : 0, skipped: why });
}

const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';

console.log('\n=== unit (vitest) ===');
vitestStage('unit', 'unit');
console.log('\n=== integration on PGlite (vitest) ===');
vitestStage('integration-pglite', 'integration');
console.log('\n=== integration on PostgreSQL (vitest, throwaway cluster) ===');
vitestStage('integration-postgres', 'integration', ['bash', 'scripts/with-postgres.sh']);

console.log('\n=== production build (next build) ===');
const buildOk = run('npx', ['next', 'build'], { NEXT_TELEMETRY_DISABLED: '1' }) === 0;
results.push({ name: 'build', passed: buildOk ? 1 : 0, failed: buildOk ? 0 : 1 });

console.log('\n=== e2e (Playwright, system Chromium) ===');
if (!existsSync(chrome)) {
  skip('e2e', `Chromium not found at ${chrome}: apt-get install -y chromium (or set CHROME_PATH)`);
} else if (!buildOk) {
  results.push({ name: 'e2e', passed: 0, failed: 1 });
} else {
  const out = join(reports, 'e2e.json');
  const code = run('npx', ['playwright', 'test'], { E2E_JSON_REPORT: out });
  let passed = 0, failed = 0;
  if (existsSync(out)) {
    const s = JSON.parse(readFileSync(out, 'utf8')).stats ?? {};
    passed = (s.expected ?? 0) + (s.flaky ?? 0);
    failed = s.unexpected ?? 0;
  }
  if (code !== 0 && failed === 0) failed = 1;
  results.push({ name: 'e2e', passed, failed });
}

console.log('\n=== summary ===');
for (const r of results) {
  console.log(`${r.name.padEnd(22)} ${r.passed} passed, ${r.failed} failed${r.skipped ? `  (SKIPPED: ${r.skipped})` : ''}`);
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
