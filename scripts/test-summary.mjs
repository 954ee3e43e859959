// How `npm test` (scripts/test-all.mjs) counts, kept apart so it is unit-tested
// (scripts/test-summary.test.ts). The summary must not look greener than the run was:
// - a test passes only if it passed at its first try: one that passed on a retry is flaky, counted
//   as failed and named on a line of its own (`flaky: …`);
// - an expected failure (vitest `it.fails`, Playwright `test.fail`) is counted apart, never as a pass;
// - a file that could not be loaded, an unhandled error, a runner that found no tests or exited
//   non-zero with nothing failed each count as one failure.

/**
 * @typedef {{ name: string; state: string; fails?: boolean; flaky?: boolean }} VitestRecord
 * @typedef {{ tests: VitestRecord[]; moduleErrors?: string[]; unhandledErrors?: number }} VitestRun
 * @typedef {{ passed: number; failed: number; expectedFailures: number; skipped: number; flaky: string[]; notes: string[] }} Counts
 */

const empty = () => ({
  passed: 0,
  failed: 0,
  expectedFailures: 0,
  skipped: 0,
  flaky: [],
  notes: [],
});

/** Failures the records do not show: nothing ran, or the runner failed with nothing failed. */
function settle(/** @type {Counts} */ c, /** @type {number} */ exitCode) {
  if (c.passed + c.failed + c.expectedFailures + c.skipped === 0) {
    c.failed += 1;
    c.notes.push('no tests found');
  } else if (exitCode !== 0 && c.failed === 0) {
    c.failed += 1;
    c.notes.push(`the runner exited with code ${exitCode}`);
  }
  return c;
}

/**
 * Counts a vitest run from the records scripts/vitest-summary-reporter.mjs writes (`null` when the
 * runner wrote none, e.g. it crashed before the end).
 * @param {VitestRun | null} run
 * @param {number} exitCode
 * @returns {Counts}
 */
export function countVitest(run, exitCode) {
  const c = empty();
  for (const t of run?.tests ?? []) {
    if (t.state === 'failed') c.failed++;
    else if (t.state === 'passed' && t.flaky) {
      c.failed++;
      c.flaky.push(t.name);
    } else if (t.state === 'passed' && t.fails) c.expectedFailures++;
    else if (t.state === 'passed') c.passed++;
    else c.skipped++;
  }
  for (const file of run?.moduleErrors ?? []) {
    c.failed++;
    c.notes.push(`${file} could not be run`);
  }
  if (run?.unhandledErrors) {
    c.failed += run.unhandledErrors;
    c.notes.push(`${run.unhandledErrors} unhandled error${run.unhandledErrors === 1 ? '' : 's'}`);
  }
  if (!run) c.notes.push('no test report');
  return settle(c, exitCode);
}

/**
 * Counts a Playwright JSON report (`reporter: json`): each test's outcome is `expected`,
 * `unexpected`, `flaky` (failed, then passed on a retry) or `skipped`.
 * @param {any} report
 * @param {number} exitCode
 * @returns {Counts}
 */
export function countPlaywright(report, exitCode) {
  const c = empty();
  /** @param {any[]} suites */
  const walk = (suites) => {
    for (const suite of suites ?? []) {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          const name = `${spec.file ?? suite.file ?? ''} › ${spec.title}${test.projectName ? ` [${test.projectName}]` : ''}`;
          if (test.status === 'expected' && test.expectedStatus === 'failed') c.expectedFailures++;
          else if (test.status === 'expected') c.passed++;
          else if (test.status === 'flaky') {
            c.failed++;
            c.flaky.push(name);
          } else if (test.status === 'skipped') c.skipped++;
          else c.failed++;
        }
      }
      walk(suite.suites);
    }
  };
  walk(report?.suites);
  const errors = report?.errors?.length ?? 0;
  if (errors) {
    c.failed += errors;
    c.notes.push(`${errors} error${errors === 1 ? '' : 's'} outside tests`);
  }
  if (!report) c.notes.push('no test report');
  return settle(c, exitCode);
}

/**
 * The stage's lines: `unit 312 passed, 0 failed, 1 expected failure`, then `flaky: …` when a test
 * passed only on a retry.
 * @param {string} name
 * @param {Counts & { skippedStage?: string }} c
 * @returns {string[]}
 */
export function stageLines(name, c) {
  const extra = [];
  if (c.expectedFailures)
    extra.push(`${c.expectedFailures} expected failure${c.expectedFailures === 1 ? '' : 's'}`);
  if (c.skipped) extra.push(`${c.skipped} skipped`);
  let line = `${name.padEnd(22)} ${c.passed} passed, ${c.failed} failed${extra.map((e) => `, ${e}`).join('')}`;
  if (c.notes.length) line += ` (${c.notes.join('; ')})`;
  if (c.skippedStage) line += `  (SKIPPED: ${c.skippedStage})`;
  const lines = [line];
  if (c.flaky.length) lines.push(`flaky: ${c.flaky.join(', ')}`);
  return lines;
}

/**
 * The closing line, `N passed, N failed`: expected failures and skipped tests are in neither.
 * @param {Counts[]} stages
 */
export function totalLine(stages) {
  const passed = stages.reduce((n, s) => n + s.passed, 0);
  const failed = stages.reduce((n, s) => n + s.failed, 0);
  return `${passed} passed, ${failed} failed`;
}
