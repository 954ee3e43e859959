import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { env, resetEnvForTests, startupProblems } from './env';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetEnvForTests();
});

const secret = 'a-production-secret-of-at-least-32-chars';

describe('empty environment values mean unset', () => {
  it('as docker-compose passes them (OPENAI_BASE_URL, AUTH_SECRET, DATABASE_URL all empty)', () => {
    Object.assign(process.env, {
      OPENAI_BASE_URL: '',
      AUTH_SECRET: '',
      DATABASE_URL: '',
      GOOGLE_CLIENT_ID: '',
      CLOUDINARY_URL: ' ',
      OPENAI_MODEL: '',
    });
    resetEnvForTests();
    const e = env();
    expect(e.OPENAI_BASE_URL).toBeUndefined();
    expect(e.AUTH_SECRET).toBeUndefined();
    expect(e.DATABASE_URL).toBeUndefined();
    expect(e.CLOUDINARY_URL).toBeUndefined();
    expect(e.OPENAI_MODEL).toBe('gpt-4o-mini');
  });

  it('.env.example copied to .env works as is for development, and in production once the secrets are filled in', () => {
    const example = parseEnv(readFileSync('.env.example', 'utf8'));
    expect(startupProblems({ ...example, NODE_ENV: 'development' })).toEqual([]);
    expect(
      startupProblems({
        ...example,
        NODE_ENV: 'production',
        JWT_SECRET: secret,
        SMTP_URL: 'smtp://mail:25',
      }),
    ).toEqual([]);
  });
});

describe('startupProblems in production', () => {
  it('names each missing setting on its own line', () => {
    const problems = startupProblems({
      NODE_ENV: 'production',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 's',
      AUTH_SECRET: '',
      SMTP_URL: '',
    });
    expect(problems.map((p) => p.split(':')[0])).toEqual(['JWT_SECRET', 'AUTH_SECRET', 'SMTP_URL']);
  });

  it('MAIL_TRANSPORT=log chosen on purpose replaces SMTP_URL; Google off needs no AUTH_SECRET', () => {
    expect(
      startupProblems({ NODE_ENV: 'production', JWT_SECRET: secret, MAIL_TRANSPORT: 'log' }),
    ).toEqual([]);
  });

  it('reports invalid values, and nothing during development or the build', () => {
    expect(
      startupProblems({ NODE_ENV: 'production', JWT_SECRET: 'short', SMTP_URL: 'smtp://x' })[0],
    ).toMatch(/^JWT_SECRET: /);
    expect(startupProblems({ NODE_ENV: 'development' })).toEqual([]);
    expect(
      startupProblems({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' }),
    ).toEqual([]);
  });
});

/** Runs instrumentation.ts's register() the way the server does at start, in a fresh process. */
function startServerHook(extra: Record<string, string>) {
  const result = spawnSync(
    process.execPath,
    [
      '--conditions=react-server',
      '--import',
      'tsx',
      '-e',
      "import('./instrumentation.ts').then((m) => m.register()).then(() => { console.log('started'); process.exit(0); })",
    ],
    {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NEXT_RUNTIME: 'nodejs',
        NODE_ENV: 'production',
        LOG_LEVEL: 'silent',
        ...extra,
      },
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('fail-fast start', () => {
  it('stops with one line per missing setting and exit code 1', () => {
    const run = startServerHook({
      JWT_SECRET: '',
      AUTH_SECRET: '',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 's',
    });
    expect(run.status).toBe(1);
    expect(run.stdout).not.toContain('started');
    expect(run.stderr.trim().split('\n')).toEqual([
      'Pursuit cannot start: JWT_SECRET: required in production (32+ random characters, the same on every instance)',
      'Pursuit cannot start: AUTH_SECRET: required in production when Google sign-in is on (GOOGLE_CLIENT_ID is set)',
      'Pursuit cannot start: SMTP_URL: required in production to send sign-up and reset codes (or set MAIL_TRANSPORT=log on purpose)',
    ]);
  }, 60_000);

  it('starts (database opened and migrated) when the settings are complete', () => {
    const run = startServerHook({
      JWT_SECRET: secret,
      MAIL_TRANSPORT: 'log',
      PGLITE_DIR: 'memory://',
      OPENAI_BASE_URL: '',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('started');
  }, 60_000);
});

describe('the inbox key (ADR 251)', () => {
  const production = {
    NODE_ENV: 'production' as const,
    JWT_SECRET: secret,
    SMTP_URL: 'smtp://mail:25',
  };
  const key = Buffer.alloc(32, 7).toString('base64');

  it('INBOX=on in production needs INBOX_ENCRYPTION_KEY: one line naming it', () => {
    expect(startupProblems({ ...production, INBOX: 'on' })).toEqual([
      'INBOX_ENCRYPTION_KEY: required in production when INBOX=on (openssl rand -base64 32; the same on every instance)',
    ]);
    expect(startupProblems({ ...production, INBOX: 'on', INBOX_ENCRYPTION_KEY: key })).toEqual([]);
    expect(
      startupProblems({ ...production, INBOX: 'on', INBOX_ENCRYPTION_KEY: 'ab'.repeat(32) }),
    ).toEqual([]);
    expect(startupProblems(production)).toEqual([]);
  });

  it('a malformed key stops any start, naming the variable', () => {
    for (const bad of ['short', Buffer.alloc(16).toString('base64'), 'zz'.repeat(32)]) {
      const problems = startupProblems({ ...production, INBOX_ENCRYPTION_KEY: bad });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^INBOX_ENCRYPTION_KEY: must be 32 bytes/);
      expect(problems[0]).not.toContain(bad);
    }
  });

  it('INBOX_ENCRYPTION_KEY_OLD: only beside a new key, and well-formed', () => {
    expect(startupProblems({ ...production, INBOX_ENCRYPTION_KEY_OLD: key })).toEqual([
      'INBOX_ENCRYPTION_KEY_OLD: only beside INBOX_ENCRYPTION_KEY (the new key) while rotating',
    ]);
    expect(
      startupProblems({
        ...production,
        INBOX_ENCRYPTION_KEY: key,
        INBOX_ENCRYPTION_KEY_OLD: 'ab'.repeat(32),
      }),
    ).toEqual([]);
    const bad = startupProblems({
      ...production,
      INBOX_ENCRYPTION_KEY: key,
      INBOX_ENCRYPTION_KEY_OLD: 'short',
    });
    expect(bad).toHaveLength(1);
    expect(bad[0]).toMatch(/^INBOX_ENCRYPTION_KEY_OLD: must be 32 bytes/);
  });

  it('the loopback switch is test-only', () => {
    expect(startupProblems({ ...production, INBOX_ALLOW_LOOPBACK: 'true' })).toEqual([
      'INBOX_ALLOW_LOOPBACK: a test-only setting, refused in production',
    ]);
  });
});
