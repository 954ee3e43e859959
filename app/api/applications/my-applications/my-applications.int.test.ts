// my-applications at size: keyset paging (?limit=&cursor=) over 530 rows with equal timestamps,
// and the ETag that lets an unchanged list answer 304.
import { beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '@/server/db/client';
import { callRoute } from '@/test/call-route';
import { createUser, type TestUser } from '@/test/factories';
import * as add from '../add-new-application/route';
import * as list from './route';
import * as one from './[id]/route';

let alice: TestUser;
let bob: TestUser;
const ROWS = 530;

type Page = {
  data: { id: string; status: string; created_at: string }[];
  next_cursor?: string | null;
};

async function get(user: TestUser, query = '', headers: Record<string, string> = {}) {
  return callRoute<Page>(list.GET, {
    token: user.token,
    path: `/api/applications/my-applications${query}`,
    headers,
  });
}

async function walk(
  user: TestUser,
  query: string,
  limit: number,
): Promise<{ ids: string[]; pages: number }> {
  const ids: string[] = [];
  let cursor: string | null | undefined;
  let pages = 0;
  do {
    const res = await get(user, `?limit=${limit}${query}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeLessThanOrEqual(limit);
    ids.push(...res.body.data.map((a) => a.id));
    cursor = res.body.next_cursor;
    expect(cursor === null || typeof cursor === 'string').toBe(true);
    pages += 1;
  } while (cursor && pages < 100);
  return { ids, pages };
}

beforeAll(async () => {
  alice = await createUser();
  bob = await createUser();
  const db = await prisma();
  const statuses = ['Applied', 'Interview', 'Offer', 'Rejected', 'NotApplied'] as const;
  // Ten rows share each timestamp, so page edges fall inside runs of equal created_at.
  await db.application.createMany({
    data: Array.from({ length: ROWS }, (_, i) => ({
      userId: alice.id,
      jobTitle: `Engineer ${i}`,
      company: i % 3 ? 'Globex' : 'Initech',
      status: statuses[i % 5] as (typeof statuses)[number],
      createdAt: new Date(Date.UTC(2026, 0, 1) + Math.floor(i / 10) * 60_000),
    })),
  });
  await db.application.createMany({
    data: [{ userId: bob.id, jobTitle: 'Bob’s', company: 'Initech', status: 'Applied' }],
  });
});

describe('my-applications paging', () => {
  it('answers everything without limit/cursor (the spec’s call), newest first, ties by id', async () => {
    const res = await get(alice);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(ROWS);
    expect('next_cursor' in res.body).toBe(false);
    const db = await prisma();
    const expected = await db.application.findMany({
      where: { userId: alice.id },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      select: { id: true },
    });
    expect(res.body.data.map((a) => a.id)).toEqual(expected.map((r) => r.id));
  });

  it('walks every row exactly once in the same order, for page sizes that split runs of equal timestamps', async () => {
    const all = (await get(alice)).body.data.map((a) => a.id);
    for (const limit of [7, 100]) {
      const { ids, pages } = await walk(alice, '', limit);
      expect(ids).toEqual(all);
      expect(pages).toBe(Math.ceil(ROWS / limit));
    }
  });

  it('pages a filtered list, and a cursor never reaches another user’s rows', async () => {
    const interviews = (await get(alice, '?status=interview')).body.data.map((a) => a.id);
    expect(interviews).toHaveLength(ROWS / 5);
    expect((await walk(alice, '&status=interview', 25)).ids).toEqual(interviews);
    const initech = (await get(alice, '?q=initech')).body.data.map((a) => a.id);
    expect((await walk(alice, '&q=initech', 50)).ids).toEqual(initech);

    const first = await get(alice, '?limit=5');
    const bobs = await get(bob, `?limit=5&cursor=${first.body.next_cursor}`);
    expect(bobs.status).toBe(200);
    expect(bobs.body.data.every((a) => !interviews.includes(a.id))).toBe(true);
    expect(bobs.body.data.length).toBeLessThanOrEqual(1);
  });

  it('keeps its place when rows are added while paging (keyset, not offset)', async () => {
    const u = await createUser();
    for (let i = 0; i < 6; i++)
      await callRoute(add.POST, {
        token: u.token,
        body: { job_title: `Role ${i}`, company: 'Acme', status: 'applied' },
      });
    const page1 = await get(u, '?limit=3');
    await callRoute(add.POST, {
      token: u.token,
      body: { job_title: 'Newest', company: 'Acme', status: 'applied' },
    });
    const page2 = await get(u, `?limit=3&cursor=${page1.body.next_cursor}`);
    const seen = [...page1.body.data, ...page2.body.data].map((a) => a.id);
    expect(new Set(seen).size).toBe(6);
    expect(page2.body.next_cursor).toBeNull();
  });

  it('refuses bad limits and cursors with a 422', async () => {
    for (const q of [
      '?limit=0',
      '?limit=101',
      '?limit=abc',
      '?limit=2.5',
      '?cursor=zzz',
      `?cursor=${'x'.repeat(201)}`,
      `?cursor=${Buffer.from('123|').toString('base64url')}`,
    ]) {
      const res = await get(alice, q);
      expect(res.status, q).toBe(422);
      expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
  });
});

describe('my-applications ETag', () => {
  it('answers 304 with no body while the list is unchanged, 200 with a new ETag once it changes', async () => {
    const u = await createUser();
    const created = (
      await callRoute(add.POST, {
        token: u.token,
        body: { job_title: 'A', company: 'Acme', status: 'applied' },
      })
    ).body.application;
    const first = await get(u);
    const etag = first.headers.get('etag');
    expect(first.status).toBe(200);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    expect(first.headers.get('content-type')).toContain('application/json');

    for (const header of [etag as string, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await get(u, '', { 'if-none-match': header });
      expect(again.status, header).toBe(304);
      expect(again.body).toBeNull();
      expect(again.headers.get('etag')).toBe(etag);
    }
    expect((await get(u, '', { 'if-none-match': '"stale"' })).status).toBe(200);

    // Another query of the same list is another representation.
    const paged = await get(u, '?limit=1');
    expect(paged.headers.get('etag')).not.toBe(etag);
    expect((await get(u, '?limit=1', { 'if-none-match': etag as string })).status).toBe(200);

    // Any change answers 200 with a new tag: edit, add, delete.
    const etags = new Set([etag]);
    const changes = [
      () =>
        callRoute(one.PATCH, {
          token: u.token,
          method: 'PATCH',
          params: { id: created.id },
          body: { notes: 'changed' },
        }),
      () =>
        callRoute(add.POST, {
          token: u.token,
          body: { job_title: 'B', company: 'Acme', status: 'offer' },
        }),
      () => callRoute(one.DELETE, { token: u.token, method: 'DELETE', params: { id: created.id } }),
    ];
    let current = etag as string;
    for (const change of changes) {
      expect((await change()).status).toBeLessThan(300);
      const res = await get(u, '', { 'if-none-match': current });
      expect(res.status).toBe(200);
      current = res.headers.get('etag') as string;
      expect(etags.has(current)).toBe(false);
      etags.add(current);
    }
  });

  it('never answers 304 to another user holding the same tag, and needs a token first', async () => {
    const a = await createUser();
    const b = await createUser();
    const tag = (await get(a)).headers.get('etag') as string;
    // Both lists are empty, so the bodies (and tags) are the same: a 304 reveals nothing.
    expect((await get(b, '', { 'if-none-match': tag })).status).toBe(304);
    await callRoute(add.POST, {
      token: a.token,
      body: { job_title: 'Only A', company: 'Acme', status: 'applied' },
    });
    const aTag = (await get(a)).headers.get('etag') as string;
    expect((await get(b, '', { 'if-none-match': aTag })).status).toBe(200);
    const anon = await callRoute(list.GET, {
      path: '/api/applications/my-applications',
      headers: { 'if-none-match': aTag },
    });
    expect(anon.status).toBe(401);
  });
});
