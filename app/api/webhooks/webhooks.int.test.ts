// Webhooks end to end against a loopback receiver that verifies every signature with the
// standardwebhooks library: events after the change, retries with backoff, no redirects, the
// SSRF rules, disabling after 20 failures (owner emailed), the 50-attempt log, and on PostgreSQL
// two worker instances plus a restart delivering each event exactly once (ADR 152).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type PgBoss from 'pg-boss';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { database } from '@/server/db/client';
import { openDatabase, type Database } from '@/server/db/open-database';
import { resetEnvForTests } from '@/server/env';
import { openJobBoss } from '@/server/jobs/job-boss';
import { devOutbox } from '@/server/mail/send-mail';
import { deliverWebhook } from '@/server/webhooks/deliver-webhook';
import { sendTestWebhook } from '@/server/webhooks/send-test-webhook';
import { startWebhookWorker, type WebhookWorker } from '@/server/webhooks/start-webhook-worker';
import { callRoute } from '@/test/call-route';
import { createApplication, createUser, type TestUser } from '@/test/factories';
import * as oneApp from '../applications/my-applications/[id]/route';
import * as setInterview from '../applications/[id]/set-interview/route';
import * as webhooks from './route';
import * as oneWebhook from './[id]/route';
import * as deliveries from './[id]/deliveries/route';
import * as sendTest from './[id]/test/route';

const onPostgres = Boolean(process.env.DATABASE_URL);

type Received = {
  id: string;
  type: string;
  body: { type: string; timestamp: string; data: Record<string, any> };
  path: string;
};

/** A loopback receiver: verifies each request with the endpoint's secret, answers what `answer` says. */
async function startReceiver() {
  const received: Received[] = [];
  const rejected: string[] = [];
  const secrets = new Map<string, string>();
  let answer: (
    path: string,
    count: number,
  ) => { status: number; headers?: Record<string, string> } = () => ({ status: 200 });
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const path = req.url ?? '/';
      const secret = secrets.get(path.split('?')[0]!);
      try {
        if (!secret) throw new Error(`no secret for ${path}`);
        const body = new Webhook(secret).verify(
          raw,
          req.headers as Record<string, string>,
        ) as Received['body'];
        received.push({ id: String(req.headers['webhook-id']), type: body.type, body, path });
      } catch (error) {
        rejected.push(`${path}: ${(error as Error).message}`);
      }
      const { status, headers } = answer(path, received.filter((r) => r.path === path).length);
      res.writeHead(status, headers).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    received,
    rejected,
    secrets,
    answer: (fn: typeof answer) => (answer = fn),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let receiver: Awaited<ReturnType<typeof startReceiver>>;
let user: TestUser;
let paths = 0;

async function waitFor<T>(
  what: string,
  probe: () => Promise<T> | T,
  ok: (v: T) => boolean,
  timeoutMs = 20_000,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (ok(v)) return v;
    if (Date.now() > end)
      throw new Error(
        `timed out waiting for ${what}; last value ${JSON.stringify(v).slice(0, 400)}`,
      );
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** An endpoint on its own receiver path, its secret registered with the receiver. */
async function addEndpoint(owner: TestUser, events: string[]) {
  const path = `/hook-${++paths}`;
  const res = await callRoute(webhooks.POST, {
    token: owner.token,
    body: { url: `${receiver.base}${path}`, events },
    ip: `203.0.113.${paths}`,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  receiver.secrets.set(path, res.body.secret);
  return { id: res.body.data.id as string, path, secret: res.body.secret as string };
}

type Worker = { worker: WebhookWorker; boss: PgBoss | null; db: Database; own: boolean };

/** A worker like the app's: its own pool and pg-boss on PostgreSQL, the poller on PGlite (one in-memory database). */
async function startWorker(): Promise<Worker> {
  const db = onPostgres ? await openDatabase() : await database();
  const boss = onPostgres
    ? await openJobBoss({
        connectionString: process.env.DATABASE_URL ?? '',
        supervise: true,
      })
    : null;
  const worker = await startWebhookWorker({ db: db.prisma, boss, pollMs: 300 });
  return { worker, boss, db, own: onPostgres };
}

async function stopWorker(w: Worker) {
  await w.worker.stop();
  await w.boss?.stop({ graceful: true, wait: true, close: true });
  if (w.own) await w.db.close();
}

beforeAll(async () => {
  process.env.WEBHOOK_ALLOW_LOOPBACK = 'true';
  process.env.WEBHOOK_RETRY_DELAY_SECONDS = '1';
  process.env.WORKER = 'off'; // deliveries only through the workers the tests start
  resetEnvForTests();
  receiver = await startReceiver();
  user = await createUser();
});

afterEach(() => receiver.answer(() => ({ status: 200 })));

afterAll(async () => {
  await receiver.stop();
  delete process.env.WEBHOOK_ALLOW_LOOPBACK;
  delete process.env.WEBHOOK_RETRY_DELAY_SECONDS;
  delete process.env.WORKER;
  resetEnvForTests();
});

describe('endpoints', () => {
  it('answers the secret once, lists without it, and only the owner can delete', async () => {
    const endpoint = await addEndpoint(user, ['application.created']);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const listed = await callRoute(webhooks.GET, { token: user.token });
    expect(listed.body.data.find((e: { id: string }) => e.id === endpoint.id)).toMatchObject({
      events: ['application.created'],
      enabled: true,
    });
    expect(JSON.stringify(listed.body)).not.toContain(endpoint.secret);
    const stranger = await createUser();
    expect(
      (
        await callRoute(oneWebhook.DELETE, {
          token: stranger.token,
          method: 'DELETE',
          params: { id: endpoint.id },
        })
      ).status,
    ).toBe(404);
    expect(
      (await callRoute(deliveries.GET, { token: stranger.token, params: { id: endpoint.id } }))
        .status,
    ).toBe(404);
    expect(
      (
        await callRoute(oneWebhook.DELETE, {
          token: user.token,
          method: 'DELETE',
          params: { id: endpoint.id },
        })
      ).status,
    ).toBe(200);
  });

  it.each([
    ['http://10.1.2.3/hook', /public/],
    ['http://169.254.169.254/latest/meta-data', /public/],
    ['http://93.184.216.34:8080/hook', /Port 8080/],
    ['ftp://example.com/hook', /https:\/\//],
  ])('refuses %s under the URL-import rules', async (url, detail) => {
    const res = await callRoute(webhooks.POST, {
      token: user.token,
      body: { url, events: ['application.created'] },
      ip: '203.0.113.200',
    });
    expect(res.status).toBe(422);
    expect(res.body.detail).toMatch(detail);
  });

  it('refuses loopback without the test-only switch', async () => {
    process.env.WEBHOOK_ALLOW_LOOPBACK = 'false';
    resetEnvForTests();
    try {
      const res = await callRoute(webhooks.POST, {
        token: user.token,
        body: { url: `${receiver.base}/x`, events: ['application.created'] },
        ip: '203.0.113.201',
      });
      expect(res.status).toBe(422);
    } finally {
      process.env.WEBHOOK_ALLOW_LOOPBACK = 'true';
      resetEnvForTests();
    }
  });
});

describe('delivery', () => {
  it('sends each subscribed event once after the change, signed, as {type, timestamp, data}', async () => {
    const owner = await createUser({ timezone: 'Europe/Paris' });
    const endpoint = await addEndpoint(owner, [
      'application.created',
      'application.status_changed',
      'application.deleted',
      'interview.scheduled',
    ]);
    const createdOnly = await addEndpoint(owner, ['application.created']);
    const w = await startWorker();
    try {
      const app = await createApplication(owner, {
        job_title: 'Webhook Engineer',
        company: 'Hooks Inc',
        applied_date: '2026-11-20',
      });
      await callRoute(setInterview.POST, {
        token: owner.token,
        params: { id: app.id },
        body: { interview_date: '2026-12-01T09:30', timezone: 'Asia/Tokyo' },
      });
      await callRoute(oneApp.PATCH, {
        token: owner.token,
        method: 'PATCH',
        params: { id: app.id },
        body: { status: 'offer' },
      });
      await callRoute(oneApp.DELETE, {
        token: owner.token,
        method: 'DELETE',
        params: { id: app.id },
      });
      const mine = () => receiver.received.filter((r) => r.path === endpoint.path);
      await waitFor('five events', mine, (r) => r.length >= 5);
      await waitFor(
        'the created-only endpoint',
        () => receiver.received.filter((r) => r.path === createdOnly.path),
        (r) => r.length >= 1,
      );
      expect(receiver.rejected).toEqual([]);
      const types = mine()
        .map((r) => r.type)
        .sort();
      expect(types).toEqual(
        [
          'application.created',
          'application.deleted',
          'application.status_changed',
          'application.status_changed',
          'interview.scheduled',
        ].sort(),
      );
      expect(new Set(mine().map((r) => r.id)).size).toBe(5);
      const scheduled = mine().find((r) => r.type === 'interview.scheduled')!.body;
      expect(scheduled.data.interview_date).toBe('2026-12-01T09:30:00+09:00');
      expect(scheduled.data.interview_timezone).toBe('Asia/Tokyo');
      const moved = mine()
        .filter((r) => r.type === 'application.status_changed')
        .map((r) => `${r.body.data.previous_status}→${r.body.data.application.status}`);
      expect(moved.sort()).toEqual(['Applied→Interview', 'Interview→Offer']);
      expect(mine().find((r) => r.type === 'application.deleted')!.body.data).toEqual({
        id: app.id,
      });
      expect(Date.parse(mine()[0]!.body.timestamp)).not.toBeNaN();
      expect(
        receiver.received.filter((r) => r.path === createdOnly.path).map((r) => r.type),
      ).toEqual(['application.created']);
      const log = await callRoute(deliveries.GET, {
        token: owner.token,
        params: { id: endpoint.id },
      });
      expect(log.body.data).toHaveLength(5);
      expect(log.body.data[0]).toMatchObject({ status_code: 200, attempt: 1, error: null });
    } finally {
      await stopWorker(w);
    }
  });

  it('retries a failing receiver with a doubling delay, same id and body, until it answers 2xx', async () => {
    const owner = await createUser();
    const endpoint = await addEndpoint(owner, ['application.created']);
    receiver.answer((path, count) => ({
      status: path === endpoint.path && count <= 2 ? 503 : 200,
    }));
    const w = await startWorker();
    try {
      await createApplication(owner, {
        job_title: 'Webhook Engineer',
        company: 'Hooks Inc',
        applied_date: '2026-11-20',
      });
      const log = await waitFor(
        'three attempts',
        async () =>
          (await callRoute(deliveries.GET, { token: owner.token, params: { id: endpoint.id } }))
            .body.data as {
            attempt: number;
            status_code: number;
            at: string;
            delivery_id: string;
          }[],
        (rows) => rows.some((r) => r.status_code === 200),
      );
      const ordered = [...log].reverse();
      expect(ordered.map((r) => [r.attempt, r.status_code])).toEqual([
        [1, 503],
        [2, 503],
        [3, 200],
      ]);
      expect(new Set(ordered.map((r) => r.delivery_id)).size).toBe(1);
      const gaps = [
        Date.parse(ordered[1]!.at) - Date.parse(ordered[0]!.at),
        Date.parse(ordered[2]!.at) - Date.parse(ordered[1]!.at),
      ];
      expect(gaps[0]).toBeGreaterThanOrEqual(1000);
      expect(gaps[1]).toBeGreaterThanOrEqual(2000);
      const bodies = receiver.received
        .filter((r) => r.path === endpoint.path)
        .map((r) => JSON.stringify(r.body));
      expect(new Set(bodies).size).toBe(1);
    } finally {
      await stopWorker(w);
    }
  });

  it('does not follow redirects: a 3xx is a failed attempt', async () => {
    const owner = await createUser();
    const endpoint = await addEndpoint(owner, ['application.created']);
    receiver.secrets.set('/elsewhere', endpoint.secret);
    receiver.answer((path) =>
      path === endpoint.path
        ? { status: 302, headers: { location: `${receiver.base}/elsewhere` } }
        : { status: 200 },
    );
    const res = await callRoute(sendTest.POST, {
      token: owner.token,
      method: 'POST',
      params: { id: endpoint.id },
    });
    expect(res.body.result).toBe('retry');
    const log = await callRoute(deliveries.GET, {
      token: owner.token,
      params: { id: endpoint.id },
    });
    expect(log.body.data[0]).toMatchObject({
      status_code: 302,
      error: 'The receiver answered 302',
      event: 'webhook.test',
    });
    expect(receiver.received.filter((r) => r.path === '/elsewhere')).toEqual([]);
  });

  it('disables the endpoint after 20 failed attempts in a row and emails the owner', async () => {
    const owner = await createUser();
    const endpoint = await addEndpoint(owner, ['application.created']);
    receiver.answer((path) => ({ status: path === endpoint.path ? 500 : 200 }));
    for (let i = 0; i < 3; i++)
      await createApplication(owner, {
        job_title: `Failing ${i}`,
        company: 'Hooks Inc',
        applied_date: '2026-11-20',
      });
    const db = await database();
    let attempts = 0;
    for (let round = 0; round < 30; round++) {
      const due = await db.prisma.webhookDelivery.findMany({
        where: { endpointId: endpoint.id, status: 'PENDING' },
        select: { id: true },
      });
      if (!due.length) break;
      for (const { id } of due) {
        // Time moves on: the retry is due now.
        await db.prisma.webhookDelivery.update({
          where: { id },
          data: { nextAttemptAt: new Date(Date.now() - 1) },
        });
        if ((await deliverWebhook({ db: db.prisma, deliveryId: id })) !== 'skipped') attempts++;
      }
    }
    expect(attempts).toBe(20);
    const row = await db.prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id } });
    expect(row.consecutiveFailures).toBe(20);
    expect(row.disabledAt).not.toBeNull();
    expect(
      await db.prisma.webhookDelivery.count({
        where: { endpointId: endpoint.id, status: { in: ['PENDING', 'SENDING'] } },
      }),
    ).toBe(0);
    const mail = devOutbox().find((m) => m.to === owner.email);
    expect(mail?.subject).toBe('A Pursuit webhook was disabled');
    expect(mail?.text).toContain(`${receiver.base}${endpoint.path}`);
    const before = receiver.received.length;
    await createApplication(owner, {
      job_title: 'After disable',
      company: 'Hooks Inc',
      applied_date: '2026-11-20',
    });
    expect(
      await db.prisma.webhookDelivery.count({
        where: { endpointId: endpoint.id, status: 'PENDING' },
      }),
    ).toBe(0);
    const test = await callRoute(sendTest.POST, {
      token: owner.token,
      method: 'POST',
      params: { id: endpoint.id },
    });
    expect(test.status).toBe(409);
    expect(receiver.received.length).toBe(before);
    const listed = await callRoute(webhooks.GET, { token: owner.token });
    expect(listed.body.data[0]).toMatchObject({ enabled: false, consecutive_failures: 20 });
  });

  it('keeps the newest 50 attempts in the log', async () => {
    const owner = await createUser();
    const endpoint = await addEndpoint(owner, ['application.created']);
    // The service behind "send test event" (its route allows 30 per 10 minutes).
    for (let i = 0; i < 55; i++)
      expect((await sendTestWebhook({ userId: owner.id, id: endpoint.id })).result).toBe(
        'delivered',
      );
    const log = await callRoute(deliveries.GET, {
      token: owner.token,
      params: { id: endpoint.id },
    });
    expect(log.body.data).toHaveLength(50);
    const db = await database();
    expect(await db.prisma.webhookAttempt.count({ where: { endpointId: endpoint.id } })).toBe(50);
    expect(await db.prisma.webhookDelivery.count({ where: { endpointId: endpoint.id } })).toBe(50);
  });
});

describe.skipIf(!onPostgres)('two instances and a restart on PostgreSQL', () => {
  it('delivers each of 30 events exactly once', async () => {
    const owner = await createUser();
    const endpoint = await addEndpoint(owner, ['application.created']);
    // A slow receiver, so both instances hold jobs when one restarts.
    receiver.answer(() => ({ status: 200 }));
    let a = await startWorker();
    const b = await startWorker();
    try {
      for (let i = 0; i < 15; i++)
        await createApplication(owner, {
          job_title: `Race ${i}`,
          company: 'Hooks Inc',
          applied_date: '2026-11-20',
        });
      await waitFor(
        'some deliveries',
        () => receiver.received.filter((r) => r.path === endpoint.path).length,
        (n) => n >= 3,
      );
      await stopWorker(a); // restart one instance mid-way
      for (let i = 15; i < 30; i++)
        await createApplication(owner, {
          job_title: `Race ${i}`,
          company: 'Hooks Inc',
          applied_date: '2026-11-20',
        });
      a = await startWorker();
      const got = await waitFor(
        '30 deliveries',
        () => receiver.received.filter((r) => r.path === endpoint.path),
        (r) => r.length >= 30,
        40_000,
      );
      await new Promise((r) => setTimeout(r, 1500)); // any duplicate would arrive now
      const ids = receiver.received.filter((r) => r.path === endpoint.path).map((r) => r.id);
      expect(ids).toHaveLength(30);
      expect(new Set(ids).size).toBe(30);
      expect(new Set(got.map((r) => r.body.data.application.job_title)).size).toBe(30);
      const db = await database();
      expect(
        await db.prisma.webhookDelivery.count({
          where: { endpointId: endpoint.id, status: 'DELIVERED' },
        }),
      ).toBe(30);
    } finally {
      await stopWorker(a);
      await stopWorker(b);
    }
  });
});
