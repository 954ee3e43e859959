import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// One run = one fresh embedded database and one set of loopback peers. Values are put in
// process.env so the workers Playwright forks later see the same ones.
const port = Number((process.env.E2E_PORT ??= '3100'));
process.env.E2E_RUN_DIR ??= mkdtempSync(join(tmpdir(), 'pursuit-e2e-'));
process.env.E2E_SMTP_PORT ??= String(port + 1);
process.env.E2E_OIDC_PORT ??= String(port + 2);
process.env.E2E_JOBS_PORT ??= String(port + 3);
process.env.E2E_OPENAI_PORT ??= String(port + 4);
const baseURL = `http://127.0.0.1:${port}`;
const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  globalSetup: './e2e/global-setup.ts',
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.E2E_JSON_REPORT || 'test-results/e2e.json' }],
  ],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chrome,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        channel: undefined,
      },
    },
    { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined }, grep: /@mobile/ },
  ],
  webServer: {
    // The production start (npm start = the Docker image's `node server.js` in the standalone output).
    command: 'node scripts/start.mjs',
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    // SIGTERM, not the default SIGKILL of the process group: the server then exits through its
    // handlers, and puppeteer stops the PDF Chromium, which runs in a process group of its own and
    // would otherwise outlive the run.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      PURSUIT_TEST_SERVER: '1',
      PGLITE_DIR: join(process.env.E2E_RUN_DIR, 'pglite'),
      APP_URL: baseURL,
      JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456789',
      AUTH_SECRET: 'e2e-auth-secret-e2e-auth-secret-0123456789',
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      MAIL_FROM: 'Pursuit <no-reply@pursuit.test>',
      GOOGLE_CLIENT_ID: 'pursuit-e2e',
      GOOGLE_CLIENT_SECRET: 'pursuit-e2e-secret',
      GOOGLE_ISSUER: `http://127.0.0.1:${process.env.E2E_OIDC_PORT}`,
      JD_IMPORT_ALLOW_LOOPBACK: 'true',
      // The inbox on, reading a throwaway Dovecot on loopback (e2e/inbox.spec.ts).
      INBOX_ENCRYPTION_KEY: 'ZTJlLWluYm94LWtleS1lMmUtaW5ib3gta2V5LTAxMjM=',
      INBOX_ALLOW_LOOPBACK: 'true',
      JD_IMPORT_GREENHOUSE_API_URL: `http://127.0.0.1:${process.env.E2E_JOBS_PORT}/greenhouse`,
      JD_IMPORT_LEVER_API_URL: `http://127.0.0.1:${process.env.E2E_JOBS_PORT}/lever`,
      JD_IMPORT_ASHBY_API_URL: `http://127.0.0.1:${process.env.E2E_JOBS_PORT}/ashby`,
      CHROME_PATH: chrome,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MULTIPLIER: '1000',
      // Reminder emails due now go out within a second (the real poll setting, not a mock).
      REMINDER_POLL_MS: '1000',
      ...(process.env.NEXT_DIST_DIR ? { NEXT_DIST_DIR: process.env.NEXT_DIST_DIR } : {}),
    },
  },
});
