// Every documented operation's route demands the scope its operation declares, for personal access
// tokens (ADR 150, 151): the routes table in tokens.int.test.ts lists the spec's routes by hand;
// this walks every route module, so a route added later is covered without editing a list.
import { beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_SCOPES } from '@/lib/tokens/schemas';
import type { ApiOperation } from '@/lib/contract/operation';
import { prisma } from '@/server/db/client';
import { callRoute } from '@/test/call-route';
import { createUser, type TestUser } from '@/test/factories';
import * as tokens from './route';

type Handler = Parameters<typeof callRoute>[0] & { operation?: ApiOperation };
const modules = import.meta.glob<Record<string, unknown>>('/app/api/**/route.ts');
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
// Ids that exist nowhere: an allowed call stops at validation or 404, never at authorization.
const params = new Proxy({} as Record<string, string>, {
  get: () => '00000000-0000-4000-8000-00000000000f',
});

let alice: TestUser;
let operations: { name: string; handler: Handler; op: ApiOperation }[] = [];

beforeAll(async () => {
  alice = await createUser();
  for (const [file, load] of Object.entries(modules)) {
    if (/\/auth\/(google|\[\.\.\.nextauth\])\//.test(file)) continue; // browser redirects (Auth.js)
    const mod = await load();
    for (const method of METHODS) {
      const handler = mod[method] as Handler | undefined;
      const op = handler?.operation;
      if (op && op.scope !== 'public')
        operations.push({ name: `${op.method} ${op.path}`, handler: handler!, op });
    }
  }
  operations = operations.sort((a, b) => a.name.localeCompare(b.name));
});

let issued = 0;
async function tokenWith(scopes: string[]) {
  // Two tokens per scope are more than the create route's hourly budget per user, which is not what is tested here.
  const db = await prisma();
  await db.rateLimitBucket.deleteMany({ where: { key: `tokens-create:user:${alice.id}` } });
  const res = await callRoute(tokens.POST, {
    token: alice.token,
    body: { name: `scopes ${scopes.join(' ')}`.slice(0, 100), scopes },
    ip: `203.0.113.${++issued}`,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.token as string;
}

const call = (handler: Handler, op: ApiOperation, token: string) =>
  callRoute(handler, {
    token,
    params,
    method: op.method,
    ...(['POST', 'PUT', 'PATCH', 'DELETE'].includes(op.method) ? { body: {} } : {}),
  });

describe('every documented operation demands its declared scope', () => {
  it('finds the documented operations', () => {
    expect(operations.length).toBeGreaterThan(60);
  });

  it('a token with every other scope is refused with 403 naming the scope', async () => {
    for (const scope of TOKEN_SCOPES) {
      const others = TOKEN_SCOPES.filter((s) => s !== scope);
      const token = await tokenWith(others);
      for (const { name, handler, op } of operations.filter((o) => o.op.scope === scope)) {
        const res = await call(handler, op, token);
        expect(res.status, `${name} let a token without ${scope} through`).toBe(403);
        expect(res.body.code).toBe('INSUFFICIENT_SCOPE');
        expect(res.body.detail).toContain(scope);
      }
    }
  });

  it('a token with just that scope gets past authorization', async () => {
    for (const scope of TOKEN_SCOPES) {
      const token = await tokenWith([scope]);
      for (const { name, handler, op } of operations.filter((o) => o.op.scope === scope)) {
        const res = await call(handler, op, token);
        expect([401, 403], `${name}: ${JSON.stringify(res.body).slice(0, 200)}`).not.toContain(
          res.status,
        );
      }
    }
  });

  it('session-only operations refuse a token with every scope', async () => {
    const token = await tokenWith([...TOKEN_SCOPES]);
    for (const { name, handler, op } of operations.filter((o) => o.op.scope === 'session')) {
      if (op.method === 'DELETE' && /delete-account/.test(op.path)) continue; // checked in tokens.int
      const res = await call(handler, op, token);
      expect(res.status, name).toBe(403);
    }
  });
});
