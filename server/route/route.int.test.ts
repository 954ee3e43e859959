import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { GET as health } from '@/app/api/health/route';
import { GET as unknownGet, POST as unknownPost } from '@/app/api/[...path]/route';
import { signAccessToken } from '@/server/auth/access-token';
import { callRoute } from '@/test/call-route';
import { createUser } from '@/test/factories';
import { AppError } from '@/server/http/app-error';
import { authRoute, publicRoute } from './route';

const echo = publicRoute(
  {
    body: z.object({
      name: z.string().min(1, 'Name is required'),
      age: z.number().int().optional(),
    }),
    maxBodyBytes: 1024,
  },
  async ({ body }) => ({ hello: body.name }),
);
const whoAmI = authRoute({ scope: 'session' }, async ({ user }) => ({ id: user.id }));
const boom = publicRoute({}, async () => {
  throw new Error('secret internals at /srv/app.ts:42');
});
const limited = publicRoute(
  { rateLimit: ({ ip }) => [{ key: `test:${ip}`, limit: 2, windowSeconds: 60 }] },
  async () => ({ ok: true }),
);

describe('GET /api/health', () => {
  it('reports ok and the database kind', async () => {
    const res = await callRoute(health, { path: '/api/health' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'ok',
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    });
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });
});

describe('unknown /api paths', () => {
  it('answer a JSON 404', async () => {
    for (const handler of [unknownGet, unknownPost]) {
      const res = await callRoute(handler, {
        path: '/api/nope',
        method: handler === unknownGet ? 'GET' : 'POST',
      });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'NOT_FOUND' });
      expect(res.body.detail).toContain('/api/nope');
    }
  });
});

describe('route wrapper', () => {
  it('parses a valid body', async () => {
    const res = await callRoute(echo, { body: { name: 'Ada' } });
    expect(res).toMatchObject({ status: 200, body: { hello: 'Ada' } });
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await callRoute(echo, {
      method: 'POST',
      rawBody: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: 'Request body is not valid JSON', code: 'INVALID_JSON' });
  });

  it('answers 422 naming the field for wrong types and missing fields', async () => {
    const wrongType = await callRoute(echo, { body: { name: 'Ada', age: 'old' } });
    expect(wrongType.status).toBe(422);
    expect(wrongType.body.code).toBe('VALIDATION_ERROR');
    expect(wrongType.body.detail).toMatch(/^age: /);
    const missing = await callRoute(echo, { body: { name: '' } });
    expect(missing.body.detail).toBe('Name is required');
  });

  it('answers 413 for a body over the limit, even without Content-Length', async () => {
    const res = await callRoute(echo, { body: { name: 'x'.repeat(5000) } });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
    const stream = new ReadableStream({
      start(c) {
        c.enqueue(new TextEncoder().encode(`{"name":"${'y'.repeat(4000)}"}`));
        c.close();
      },
    });
    const req = new Request('http://localhost/api/x', {
      method: 'POST',
      body: stream,
      duplex: 'half',
    } as RequestInit);
    const streamed = await echo(req, { params: Promise.resolve({}) });
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toEqual({
      detail: 'Request body is larger than 1024 bytes',
      code: 'PAYLOAD_TOO_LARGE',
    });
  });

  it('answers 413 in the route’s words when it declares them for its cap', async () => {
    const upload = publicRoute(
      {
        multipart: true,
        maxBodyBytes: 1024,
        tooLargeDetail: 'file: the file is larger than 1 KB.',
      },
      async () => ({ ok: true }),
    );
    const form = new FormData();
    form.set('file', new File(['z'.repeat(2000)], 'big.txt'));
    const declared = await callRoute(upload, {
      form,
      headers: { 'content-length': String(10 * 1024 * 1024) },
    });
    const streamed = await callRoute(upload, { form });
    for (const res of [declared, streamed]) {
      expect(res.status).toBe(413);
      expect(res.body).toEqual({
        detail: 'file: the file is larger than 1 KB.',
        code: 'PAYLOAD_TOO_LARGE',
      });
    }
  });

  it('never leaks internals in a 500', async () => {
    const res = await callRoute(boom);
    expect(res.status).toBe(500);
    expect(JSON.stringify(res.body)).not.toContain('secret');
    expect(res.body.code).toBe('INTERNAL_ERROR');
  });

  it('maps AppError codes to statuses', async () => {
    const conflict = publicRoute({}, async () => {
      throw new AppError('CONFLICT', 'Already registered');
    });
    expect(await callRoute(conflict)).toMatchObject({
      status: 409,
      body: { detail: 'Already registered', code: 'CONFLICT' },
    });
  });

  it('rate limits with Retry-After from the shared database', async () => {
    expect((await callRoute(limited, { ip: '10.9.9.9' })).status).toBe(200);
    expect((await callRoute(limited, { ip: '10.9.9.9' })).status).toBe(200);
    const third = await callRoute(limited, { ip: '10.9.9.9' });
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await callRoute(limited, { ip: '10.9.9.8' })).status).toBe(200);
  });
});

describe('bearer auth', () => {
  it('accepts a valid token and rejects missing, tampered, expired and orphaned ones', async () => {
    const user = await createUser();
    expect(await callRoute(whoAmI, { token: user.token })).toMatchObject({
      status: 200,
      body: { id: user.id },
    });
    expect((await callRoute(whoAmI)).status).toBe(401);
    const tampered = user.token.slice(0, -3) + (user.token.endsWith('a') ? 'bbb' : 'aaa');
    expect((await callRoute(whoAmI, { token: tampered })).status).toBe(401);
    const expired = await signAccessToken({ userId: user.id, ttlSeconds: -10 });
    expect((await callRoute(whoAmI, { token: expired })).status).toBe(401);
    const orphan = await signAccessToken({ userId: 'no-such-user' });
    expect((await callRoute(whoAmI, { token: orphan })).body).toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});
