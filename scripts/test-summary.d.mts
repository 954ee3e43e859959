// Types for scripts/test-summary.mjs (plain JavaScript so `node scripts/test-all.mjs` runs it as is).
export type VitestRecord = { name: string; state: string; fails?: boolean; flaky?: boolean };
export type VitestRun = {
  tests: VitestRecord[];
  moduleErrors?: string[];
  unhandledErrors?: number;
};
export type Counts = {
  passed: number;
  failed: number;
  expectedFailures: number;
  skipped: number;
  flaky: string[];
  notes: string[];
};
export function countVitest(run: VitestRun | null, exitCode: number): Counts;
export function countPlaywright(report: unknown, exitCode: number): Counts;
export function stageLines(name: string, c: Counts & { skippedStage?: string }): string[];
export function totalLine(stages: Counts[]): string;
