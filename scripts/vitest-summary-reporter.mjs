// A vitest reporter for `npm test` (scripts/test-all.mjs): writes one record per test to the file
// in VITEST_SUMMARY_FILE — its state, whether it is an expected failure (`it.fails`) and whether
// it passed only on a retry — plus the files that could not be run and the unhandled errors, which
// vitest's JSON reporter does not tell apart (it counts an `it.fails` test as passed).
import { writeFileSync } from 'node:fs';
import path from 'node:path';

export default class SummaryReporter {
  /** @param {ReadonlyArray<any>} testModules @param {ReadonlyArray<unknown>} unhandledErrors */
  onTestRunEnd(testModules, unhandledErrors) {
    const file = process.env.VITEST_SUMMARY_FILE;
    if (!file) return;
    const tests = [];
    const moduleErrors = [];
    for (const testModule of testModules) {
      const relative = path.relative(process.cwd(), testModule.moduleId);
      if (testModule.errors().length) moduleErrors.push(relative);
      for (const test of testModule.children.allTests()) {
        const diagnostic = test.diagnostic();
        tests.push({
          name: `${relative} › ${test.fullName}`,
          state: test.result().state,
          fails: Boolean(test.options.fails),
          flaky: Boolean(diagnostic?.flaky),
        });
      }
    }
    writeFileSync(
      file,
      JSON.stringify({ tests, moduleErrors, unhandledErrors: unhandledErrors.length }),
    );
  }
}
