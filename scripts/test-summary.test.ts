import { describe, expect, it } from 'vitest';
import { countPlaywright, countVitest, stageLines, totalLine } from './test-summary.mjs';

const passed = (name: string) => ({ name, state: 'passed' });

describe('countVitest', () => {
  it('counts an expected failure (it.fails) apart, never as a pass', () => {
    const c = countVitest(
      { tests: [passed('a'), passed('b'), { name: 'known miss', state: 'passed', fails: true }] },
      0,
    );
    expect(c).toMatchObject({ passed: 2, failed: 0, expectedFailures: 1 });
    expect(stageLines('unit', c)).toEqual([
      `${'unit'.padEnd(22)} 2 passed, 0 failed, 1 expected failure`,
    ]);
  });

  it('counts a test that passed only on a retry as failed, and names it on a line of its own', () => {
    const c = countVitest(
      { tests: [passed('a'), { name: 'x.test.ts › sometimes', state: 'passed', flaky: true }] },
      0,
    );
    expect(c).toMatchObject({ passed: 1, failed: 1, flaky: ['x.test.ts › sometimes'] });
    expect(stageLines('unit', c)[1]).toBe('flaky: x.test.ts › sometimes');
  });

  it('counts failures, skipped tests apart, files that could not run and unhandled errors', () => {
    const c = countVitest(
      {
        tests: [passed('a'), { name: 'b', state: 'failed' }, { name: 'c', state: 'skipped' }],
        moduleErrors: ['server/broken.test.ts'],
        unhandledErrors: 2,
      },
      1,
    );
    expect(c).toMatchObject({ passed: 1, failed: 4, skipped: 1 });
    expect(stageLines('unit', c)[0]).toContain(
      '1 passed, 4 failed, 1 skipped (server/broken.test.ts could not be run; 2 unhandled errors)',
    );
  });

  it('fails a run that found no tests, or has no report, or exited non-zero with nothing failed', () => {
    expect(countVitest({ tests: [] }, 1)).toMatchObject({
      passed: 0,
      failed: 1,
      notes: ['no tests found'],
    });
    expect(countVitest(null, 1)).toMatchObject({
      failed: 1,
      notes: ['no test report', 'no tests found'],
    });
    expect(countVitest({ tests: [passed('a')] }, 1)).toMatchObject({
      passed: 1,
      failed: 1,
      notes: ['the runner exited with code 1'],
    });
  });
});

describe('countPlaywright', () => {
  const report = {
    suites: [
      {
        file: 'login.spec.ts',
        specs: [
          {
            title: 'signs in',
            file: 'login.spec.ts',
            tests: [{ projectName: 'desktop', status: 'expected', expectedStatus: 'passed' }],
          },
          {
            title: 'board drag',
            file: 'login.spec.ts',
            tests: [{ projectName: 'desktop', status: 'flaky', expectedStatus: 'passed' }],
          },
        ],
        suites: [
          {
            specs: [
              {
                title: 'known bug',
                file: 'login.spec.ts',
                tests: [{ projectName: 'desktop', status: 'expected', expectedStatus: 'failed' }],
              },
              {
                title: 'broken',
                file: 'login.spec.ts',
                tests: [{ projectName: 'mobile', status: 'unexpected', expectedStatus: 'passed' }],
              },
              {
                title: 'not here',
                file: 'login.spec.ts',
                tests: [{ projectName: 'mobile', status: 'skipped', expectedStatus: 'skipped' }],
              },
            ],
          },
        ],
      },
    ],
    errors: [],
  };

  it('counts only first-try passes as passed; flaky as failed and named; test.fail apart', () => {
    const c = countPlaywright(report, 1);
    expect(c).toMatchObject({
      passed: 1,
      failed: 2,
      expectedFailures: 1,
      skipped: 1,
      flaky: ['login.spec.ts › board drag [desktop]'],
    });
    expect(stageLines('e2e', c)).toEqual([
      `${'e2e'.padEnd(22)} 1 passed, 2 failed, 1 expected failure, 1 skipped`,
      'flaky: login.spec.ts › board drag [desktop]',
    ]);
  });

  it('fails on errors outside tests and on a missing report', () => {
    expect(
      countPlaywright({ suites: [], errors: [{ message: 'globalSetup failed' }] }, 1),
    ).toMatchObject({ failed: 1, notes: ['1 error outside tests'] });
    expect(countPlaywright(null, 1)).toMatchObject({ failed: 1 });
  });
});

describe('totalLine', () => {
  it('stays "N passed, N failed": expected failures and skipped tests are in neither', () => {
    const unit = countVitest(
      { tests: [passed('a'), { name: 'b', state: 'passed', fails: true }] },
      0,
    );
    const e2e = countPlaywright(
      {
        suites: [
          { specs: [{ title: 't', tests: [{ status: 'flaky', expectedStatus: 'passed' }] }] },
        ],
      },
      0,
    );
    expect(totalLine([unit, e2e])).toBe('1 passed, 1 failed');
  });
});
