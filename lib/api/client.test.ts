import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from './client';

// A browser-like stage: localStorage, location and a fake backend behind fetch (the transport),
// so the real client code runs unchanged.
class MemoryStorage {
  private map = new Map<string, string>();
  getItem(k: string) {
    return this.map.has(k) ? this.map.get(k)! : null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, String(v));
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
}

type Backend = { valid: string; refreshes: number; refreshOk: boolean; seen: string[] };

function stage(backend: Backend) {
  const storage = new MemoryStorage();
  const assign = vi.fn();
  vi.stubGlobal('window', { localStorage: storage, location: { pathname: '/dashboard', assign } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      await new Promise((r) => setTimeout(r, 5));
      if (url === '/api/auth/refresh') {
        backend.refreshes += 1;
        const { refresh_token } = JSON.parse(String(init.body)) as { refresh_token: string };
        if (!backend.refreshOk || refresh_token !== 'r1')
          return new Response('{"detail":"no"}', { status: 401 });
        backend.valid = 'a2';
        return Response.json({ access_token: 'a2', refresh_token: 'r2' });
      }
      const auth = new Headers(init.headers).get('authorization') ?? '';
      backend.seen.push(`${url} ${auth}`);
      if (auth !== `Bearer ${backend.valid}`)
        return Response.json({ detail: 'Invalid or expired access token' }, { status: 401 });
      return Response.json({ ok: url });
    }),
  );
  return { storage, assign };
}

let backend: Backend;
beforeEach(() => {
  backend = { valid: 'a1', refreshes: 0, refreshOk: true, seen: [] };
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client session handling', () => {
  it('sends the bearer token', async () => {
    const { storage } = stage(backend);
    storage.setItem('access_token', 'a1');
    storage.setItem('refresh_token', 'r1');
    expect(await api('applications/stats')).toEqual({ ok: '/api/applications/stats' });
    expect(backend.seen).toEqual(['/api/applications/stats Bearer a1']);
  });

  it('on 401 makes exactly one refresh; concurrent failures wait and retry with the new token', async () => {
    const { storage } = stage(backend);
    storage.setItem('access_token', 'expired');
    storage.setItem('refresh_token', 'r1');
    const results = await Promise.all(['a', 'b', 'c', 'd'].map((p) => api(`x/${p}`)));
    expect(results).toEqual(['a', 'b', 'c', 'd'].map((p) => ({ ok: `/api/x/${p}` })));
    expect(backend.refreshes).toBe(1);
    expect(storage.getItem('access_token')).toBe('a2');
    expect(storage.getItem('refresh_token')).toBe('r2');
    // A request that fails late (after the refresh finished) reuses the new token without refreshing again.
    expect(backend.seen.filter((s) => s.endsWith('Bearer a2'))).toHaveLength(4);
  });

  it('a failed refresh clears both tokens and goes to /login', async () => {
    backend.refreshOk = false;
    const { storage, assign } = stage(backend);
    storage.setItem('access_token', 'expired');
    storage.setItem('refresh_token', 'r1');
    await expect(Promise.all([api('x/a'), api('x/b')])).rejects.toMatchObject({ status: 401 });
    expect(backend.refreshes).toBe(1);
    expect(storage.getItem('access_token')).toBeNull();
    expect(storage.getItem('refresh_token')).toBeNull();
    expect(assign).toHaveBeenCalledWith('/login');
  });

  it("without a refresh token it fails with 'No refresh token' and goes to /login", async () => {
    const { storage, assign } = stage(backend);
    storage.setItem('access_token', 'expired');
    await expect(api('x/a')).rejects.toThrow('No refresh token');
    expect(backend.refreshes).toBe(0);
    expect(assign).toHaveBeenCalledWith('/login');
  });

  it('anonymous calls never refresh', async () => {
    const { storage } = stage(backend);
    storage.setItem('refresh_token', 'r1');
    await expect(
      api('auth/login', { method: 'POST', body: {}, anonymous: true }),
    ).rejects.toMatchObject({ status: 401 });
    expect(backend.refreshes).toBe(0);
  });
});
