// Client identity and rate limits through real route handlers: a forged X-Forwarded-For gets no
// fresh bucket (in-process and through a real HTTP server with the peer hook), TRUST_PROXY_HOPS,
// IPv6 /64 buckets, per-user limits on heavy routes, 429 before a large body is read, and the
// purge of expired buckets.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as login } from '@/app/api/auth/login/route';
import { POST as jdFromImage } from '@/app/api/get-jd-from/image/route';
import { POST as uploads } from '@/app/api/uploads/route';
import { prisma } from '@/server/db/client';
import { resetEnvForTests } from '@/server/env';
import { callRoute } from '@/test/call-route';
import { createUser } from '@/test/factories';
import { installPeerAddressHook } from './peer-address';
import { publicRoute } from '@/server/route/route';

const limited = publicRoute(
  { rateLimit: ({ ip }) => [{ key: `identity-test:${ip}`, limit: 3, windowSeconds: 60 }] },
  async ({ ip }) => ({ ip }),
);

afterEach(() => {
  delete process.env.TRUST_PROXY_HOPS;
  delete process.env.AUTH_RATE_LIMIT_MULTIPLIER;
  resetEnvForTests();
  vi.useRealTimers();
});

describe('forged X-Forwarded-For', () => {
  it('failed logins with a fresh forged X-Forwarded-For each are limited on the peer', async () => {
    // The per-address login limit scaled to 10 (from 50) so the test does not run 50 argon2 checks.
    process.env.AUTH_RATE_LIMIT_MULTIPLIER = '0.2';
    resetEnvForTests();
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) {
      const res = await callRoute(login, {
        body: { email: `forged${i}@example.test`, password: 'wrong password' },
        ip: '198.51.100.7',
        headers: { 'x-forwarded-for': `203.0.113.${i}`, 'x-real-ip': `203.0.113.${i}` },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(4).fill(429));
  });

  it('a forged peer header is not believed (no secret): the request lands in the shared unknown bucket', async () => {
    const req = (n: number) =>
      limited(
        new Request('http://localhost/api/x', {
          headers: { 'x-pursuit-peer': `guess 192.0.2.${n}`, 'x-forwarded-for': `192.0.2.${n}` },
        }),
        {
          params: Promise.resolve({}),
        },
      );
    const bodies = await Promise.all([1, 2, 3].map(async (n) => (await req(n)).json()));
    expect(bodies.map((b) => b.ip)).toEqual(['unknown', 'unknown', 'unknown']);
  });
});

describe('through a real HTTP server with the peer hook', () => {
  let server: http.Server;
  let url: string;
  beforeAll(async () => {
    installPeerAddressHook();
    // What Next's base server does with an incoming request: keep the client's X-Forwarded-For,
    // add the socket address only when there is none, then hand the route a Web Request.
    server = http.createServer(async (req, res) => {
      req.headers['x-forwarded-for'] ??= req.socket.remoteAddress;
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers))
        if (typeof v === 'string') headers.set(k, v);
      const response = await limited(new Request(`http://localhost${req.url}`, { headers }), {
        params: Promise.resolve({}),
      });
      res.writeHead(response.status, { 'content-type': 'application/json' });
      res.end(await response.text());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('keys on the socket peer whatever X-Forwarded-For and x-pursuit-peer the client writes', async () => {
    const results = [];
    for (let i = 0; i < 5; i++) {
      const res = await fetch(url, {
        headers: {
          'x-forwarded-for': `203.0.113.${i}`,
          'x-pursuit-peer': `x 203.0.113.${i}`,
          'x-real-ip': `203.0.113.${i}`,
        },
      });
      results.push({ status: res.status, body: await res.json() });
    }
    expect(results[0]!.body).toEqual({ ip: '127.0.0.1' });
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 429, 429]);
  });
});

describe('TRUST_PROXY_HOPS', () => {
  it('with one trusted proxy, the client is the last X-Forwarded-For entry, never one the client wrote', async () => {
    process.env.TRUST_PROXY_HOPS = '1';
    resetEnvForTests();
    const viaProxy = (xff: string) =>
      callRoute(limited, { ip: '10.0.0.2', headers: { 'x-forwarded-for': xff } });
    expect((await viaProxy('1.1.1.1, 198.51.100.20')).body).toEqual({ ip: '198.51.100.20' });
    expect((await viaProxy('2.2.2.2, 198.51.100.20')).body).toEqual({ ip: '198.51.100.20' });
    expect((await viaProxy('198.51.100.20')).body).toEqual({ ip: '198.51.100.20' });
    expect((await viaProxy('3.3.3.3, 198.51.100.20')).status).toBe(429);
    expect((await viaProxy('198.51.100.21')).status).toBe(200);
  });

  it('with two trusted proxies, the client is the second entry from the right of X-Forwarded-For + peer', async () => {
    process.env.TRUST_PROXY_HOPS = '2';
    resetEnvForTests();
    const res = await callRoute(limited, {
      ip: '10.0.0.3',
      headers: { 'x-forwarded-for': 'forged, 198.51.100.30, 10.0.0.9' },
    });
    expect(res.body).toEqual({ ip: '198.51.100.30' });
  });

  it('by default (0) X-Forwarded-For is ignored and the peer is the client', async () => {
    const res = await callRoute(limited, {
      ip: '198.51.100.40',
      headers: { 'x-forwarded-for': '9.9.9.9' },
    });
    expect(res.body).toEqual({ ip: '198.51.100.40' });
  });
});

describe('IPv6 clients', () => {
  it('share one bucket per /64; another /64 has its own; IPv4-mapped addresses are IPv4', async () => {
    const a = await callRoute(limited, { ip: '2001:db8:aa:1::1' });
    expect(a.body).toEqual({ ip: '2001:db8:aa:1::/64' });
    expect((await callRoute(limited, { ip: '2001:db8:aa:1:ffff:1234:5678:9abc' })).status).toBe(
      200,
    );
    expect((await callRoute(limited, { ip: '2001:db8:aa:1:dead:beef::2' })).status).toBe(200);
    expect((await callRoute(limited, { ip: '2001:db8:aa:1::42' })).status).toBe(429);
    expect((await callRoute(limited, { ip: '2001:db8:aa:2::1' })).status).toBe(200);
    expect((await callRoute(limited, { ip: '::ffff:198.51.100.50' })).body).toEqual({
      ip: '198.51.100.50',
    });
  });
});

describe('per-user limits on signed-in heavy routes', () => {
  it('one account from many addresses is limited (uploads: 20 per 10 minutes)', async () => {
    const user = await createUser();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push(
        (await callRoute(uploads, { method: 'POST', token: user.token, ip: `192.0.2.${i + 1}` }))
          .status,
      );
    expect(statuses.slice(0, 20).every((s) => s !== 429)).toBe(true);
    expect(statuses[20]).toBe(429);
    const other = await createUser();
    expect(
      (await callRoute(uploads, { method: 'POST', token: other.token, ip: '192.0.2.200' })).status,
    ).not.toBe(429);
  });
});

describe('the rate-limit check runs before the body is read', () => {
  it('a client over its limit gets 429 without the server pulling its 50 MB upload', async () => {
    const user = await createUser();
    for (let i = 0; i < 30; i++)
      await callRoute(jdFromImage, { method: 'POST', token: user.token, ip: '192.0.2.99' });
    let pulled = 0;
    const chunk = new Uint8Array(1024 * 1024);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 50 * 1024 * 1024) return controller.close();
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const req = new Request('http://localhost/api/get-jd-from/image', {
      method: 'POST',
      body,
      duplex: 'half',
      headers: {
        authorization: `Bearer ${user.token}`,
        'content-type': 'multipart/form-data; boundary=x',
      },
    } as RequestInit);
    const { PEER_HEADER, peerHeaderValue } = await import('./peer-address');
    req.headers.set(PEER_HEADER, peerHeaderValue('192.0.2.99'));
    const res = await jdFromImage(req, { params: Promise.resolve({}) });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    // At most the stream's own read-ahead: nowhere near the 50 MB (or the route's 25 MB cap).
    expect(pulled).toBeLessThanOrEqual(2 * 1024 * 1024);
  });
});

describe('expired buckets', () => {
  it('are purged, so the table (which holds emails) stays bounded', async () => {
    const db = await prisma();
    const past = new Date(Date.now() - 60_000);
    await db.rateLimitBucket.createMany({
      data: Array.from({ length: 50 }, (_, i) => ({
        key: `auth:loginEmail:old${i}@example.test`,
        count: 3,
        resetAt: past,
      })),
    });
    await db.rateLimitBucket.create({
      data: {
        key: 'auth:loginEmail:live@example.test',
        count: 1,
        resetAt: new Date(Date.now() + 3_600_000),
      },
    });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 5 * 60_000);
    expect((await callRoute(limited, { ip: '198.51.100.77' })).status).toBe(200);
    const left = await db.rateLimitBucket.findMany({
      where: {
        key: {
          in: [
            'auth:loginEmail:live@example.test',
            'auth:loginEmail:old0@example.test',
            'auth:loginEmail:old49@example.test',
          ],
        },
      },
      select: { key: true },
    });
    expect(left.map((r) => r.key)).toEqual(['auth:loginEmail:live@example.test']);
  });
});
