import 'server-only';
import { z } from 'zod';
import { site } from '@/lib/site';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** A 32-byte key as base64 (openssl rand -base64 32) or 64 hex digits. */
const inboxKeySetting = z
  .string()
  .refine(
    (v) => /^[0-9a-fA-F]{64}$/.test(v) || Buffer.from(v, 'base64').length === 32,
    'must be 32 bytes as base64 (openssl rand -base64 32) or 64 hex digits',
  )
  .optional();

const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  PGLITE_DIR: z.string().default('.data/pglite'),
  MIGRATIONS_DIR: z.string().default('prisma/migrations'),
  APP_URL: z.string().url().default(site.defaultUrl),
  JWT_SECRET: z.string().min(32).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MAX_BODY_BYTES: z.coerce.number().int().positive().default(1_000_000),
  SMTP_URL: z.string().optional(),
  /** `log` deliberately runs without SMTP (production logs each unsent message's kind and address, never its subject, text or code). */
  MAIL_TRANSPORT: z.enum(['smtp', 'log']).optional(),
  MAIL_FROM: z.string().default('Pursuit <no-reply@pursuit.local>'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: z.string().url().default('https://accounts.google.com'),
  AUTH_SECRET: z.string().optional(),
  CLOUDINARY_URL: z.string().optional(),
  /** Scales every auth rate limit (e2e sets it high: many sign-ups come from 127.0.0.1). */
  AUTH_RATE_LIMIT_MULTIPLIER: z.coerce.number().positive().default(1),
  AI_PROVIDER: z.enum(['local', 'openai']).default('local'),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.string().url().optional(),
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  CHROME_PATH: z.string().default('/usr/bin/chromium'),
  PDF_CONCURRENCY: z.coerce.number().int().positive().default(2),
  PDF_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  /** OCR child processes per instance; unset: min(2, cores) (server/ocr/ocr-worker-pool.ts). */
  OCR_CONCURRENCY: z.coerce.number().int().positive().optional(),
  /** OCR: requests that may wait for a worker (more get 503 + Retry-After), one request's time limit (waiting included). */
  OCR_QUEUE_MAX: z.coerce.number().int().min(0).default(8),
  OCR_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /** OCR: start a worker when the server starts (set false to start it on the first request). */
  OCR_WARM_ON_START: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((v) => v !== 'false' && v !== '0'),
  /** Resume parsing child processes: how many, how long one file may take, and each one's heap cap. */
  DOCUMENT_WORKERS: z.coerce.number().int().positive().default(2),
  DOCUMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  DOCUMENT_WORKER_MEMORY_MB: z.coerce.number().int().min(64).default(256),
  /** OS address-space limit (RLIMIT_AS) of each parsing process, Linux: buffers and native memory too. */
  DOCUMENT_WORKER_ADDRESS_SPACE_MB: z.coerce.number().int().min(512).default(4096),
  /** Parse requests waiting for a worker at most; more are answered 503 with Retry-After. */
  DOCUMENT_QUEUE_MAX: z.coerce.number().int().min(0).default(16),
  /** The parser script, relative to the working directory (a standalone deployment copies it). */
  DOCUMENT_WORKER_PATH: z.string().default('server/documents/extract-worker.mjs'),
  /** Test-only: lets URL import fetch job pages from a local test server. Never set in production. */
  JD_IMPORT_ALLOW_LOOPBACK: bool,
  /** URL import: budget for fetching one job page, redirects included. */
  JD_IMPORT_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Public job-board APIs used for URLs on those boards (overridable so tests use a local server). */
  JD_IMPORT_GREENHOUSE_API_URL: z.string().url().default('https://boards-api.greenhouse.io'),
  JD_IMPORT_LEVER_API_URL: z.string().url().default('https://api.lever.co'),
  JD_IMPORT_ASHBY_API_URL: z.string().url().default('https://api.ashbyhq.com'),
  /** Proxies in front of the app whose X-Forwarded-For entry is believed (0: the socket peer is the client). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Workday's CXS API lives on each tenant's own host; set only to send it elsewhere (tests). */
  JD_IMPORT_WORKDAY_API_URL: z.string().url().optional(),
  /** Reminder emails (ADR 070): `off` runs a web-only instance (it still schedules; another instance sends). */
  WORKER: z.enum(['on', 'off']).default('on'),
  /** How often the worker looks for due reminders (pg-boss polling on PostgreSQL, the poller on PGlite). */
  REMINDER_POLL_MS: z.coerce.number().int().min(500).default(10_000),
  /** First retry delay after a failed send; it doubles each attempt (6 attempts in all). */
  REMINDER_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(60),
  /** Requests one personal access token may make per minute, across every instance (ADR 150). */
  TOKEN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(300),
  /** Test-only: lets webhooks reach a local test receiver. Never set in production. */
  WEBHOOK_ALLOW_LOOPBACK: bool,
  /** First retry delay after a failed webhook attempt; it doubles each attempt (8 attempts in all). */
  WEBHOOK_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(30),
  /** Budget for one webhook POST (connect, send, answer). */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** The inbox (ADR 251): on when INBOX_ENCRYPTION_KEY is set, or in development and tests; `on` demands the key in production, `off` turns it off. */
  INBOX: z.enum(['on', 'off']).optional(),
  /** 32 random bytes, base64 (openssl rand -base64 32) or 64 hex digits: encrypts the mailbox passwords. */
  INBOX_ENCRYPTION_KEY: inboxKeySetting,
  /** While rotating (ADR 276): the previous INBOX_ENCRYPTION_KEY; passwords sealed with it are re-encrypted at start. */
  INBOX_ENCRYPTION_KEY_OLD: inboxKeySetting,
  /** Minutes between two scheduled syncs of one mailbox. */
  INBOX_SYNC_MINUTES: z.coerce.number().int().min(1).default(15),
  /** Budget for connecting to and logging in to a mailbox. */
  INBOX_IMAP_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  /** Test-only: lets a mailbox live on a loopback address and any port. Never set in production. */
  INBOX_ALLOW_LOOPBACK: bool,
  /** The inbound SMTP listener for forwarded mail (in+<token>@INBOX_SMTP_DOMAIN); unset: off. */
  INBOX_SMTP_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  /** The domain of the forwarding addresses; unset: APP_URL's host. */
  INBOX_SMTP_DOMAIN: z.string().optional(),
});

export type Env = z.infer<typeof schema>;

/** Empty values mean "unset" (docker-compose passes `NAME: ${NAME:-}` as ''). */
function withoutEmptyValues(source: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(source).filter(
      (e): e is [string, string] => e[1] !== undefined && e[1].trim() !== '',
    ),
  );
}

/**
 * What stops a production start: one line per variable that is invalid or missing. Empty in
 * development and tests, and during `next build`.
 */
export function startupProblems(source: NodeJS.ProcessEnv = process.env): string[] {
  const parsed = schema.safeParse(withoutEmptyValues(source));
  if (!parsed.success) return parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  const env = parsed.data;
  if (env.NODE_ENV !== 'production' || source.NEXT_PHASE === 'phase-production-build') return [];
  const problems: string[] = [];
  if (!env.JWT_SECRET)
    problems.push(
      'JWT_SECRET: required in production (32+ random characters, the same on every instance)',
    );
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET && !env.AUTH_SECRET) {
    problems.push(
      'AUTH_SECRET: required in production when Google sign-in is on (GOOGLE_CLIENT_ID is set)',
    );
  }
  if (!env.SMTP_URL && env.MAIL_TRANSPORT !== 'log') {
    problems.push(
      'SMTP_URL: required in production to send sign-up and reset codes (or set MAIL_TRANSPORT=log on purpose)',
    );
  }
  if (env.JD_IMPORT_ALLOW_LOOPBACK && !source.PURSUIT_TEST_SERVER) {
    problems.push('JD_IMPORT_ALLOW_LOOPBACK: a test-only setting, refused in production');
  }
  if (env.WEBHOOK_ALLOW_LOOPBACK && !source.PURSUIT_TEST_SERVER) {
    problems.push('WEBHOOK_ALLOW_LOOPBACK: a test-only setting, refused in production');
  }
  if (env.INBOX === 'on' && !env.INBOX_ENCRYPTION_KEY) {
    problems.push(
      'INBOX_ENCRYPTION_KEY: required in production when INBOX=on (openssl rand -base64 32; the same on every instance)',
    );
  }
  if (env.INBOX_ENCRYPTION_KEY_OLD && !env.INBOX_ENCRYPTION_KEY) {
    problems.push(
      'INBOX_ENCRYPTION_KEY_OLD: only beside INBOX_ENCRYPTION_KEY (the new key) while rotating',
    );
  }
  if (env.INBOX_ALLOW_LOOPBACK && !source.PURSUIT_TEST_SERVER) {
    problems.push('INBOX_ALLOW_LOOPBACK: a test-only setting, refused in production');
  }
  return problems;
}

function load(): Env {
  const problems = startupProblems();
  if (problems.length)
    throw new Error(`Invalid environment:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  return schema.parse(withoutEmptyValues(process.env));
}

let cached: Env | undefined;

/** The validated environment; the only reader of process.env in server code. */
export function env(): Env {
  cached ??= load();
  return cached;
}

/** Tests change variables between files; this drops the cached copy. */
export function resetEnvForTests(): void {
  cached = undefined;
}
