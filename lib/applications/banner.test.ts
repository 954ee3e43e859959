import { describe, expect, it, vi } from 'vitest';
import {
  BANNER_CACHE_MS,
  MOTIVATIONAL_QUOTES,
  isBannerCacheFresh,
  loadBannerMessages,
  nextBannerIndex,
  shuffle,
  tickerDurationMs,
} from './banner';

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

const NOW = 1_800_000_000_000;

describe('banner cache and messages', () => {
  it('has 20 distinct quotes and shuffles without losing any', () => {
    expect(new Set(MOTIVATIONAL_QUOTES).size).toBe(20);
    const s = shuffle(MOTIVATIONAL_QUOTES, () => 0.3);
    expect([...s].sort()).toEqual([...MOTIVATIONAL_QUOTES].sort());
    expect(s).not.toEqual(MOTIVATIONAL_QUOTES);
  });

  it('fetches when there is no cache, stores the message and the time', async () => {
    const storage = memoryStorage();
    const fetchMessage = vi.fn(async () => 'Your interview with Acme is tomorrow at 10:00 WAT');
    expect(await loadBannerMessages({ storage, now: NOW, fetchMessage })).toEqual([
      'Your interview with Acme is tomorrow at 10:00 WAT',
    ]);
    expect(fetchMessage).toHaveBeenCalledOnce();
    expect(storage.map.get('lastInterviewFetch')).toBe(String(NOW));
    expect(storage.map.get('lastInterviewMessage')).toBe(
      'Your interview with Acme is tomorrow at 10:00 WAT',
    );
  });

  it('uses the cache for 120 s, then fetches again', async () => {
    const storage = memoryStorage({
      lastInterviewFetch: String(NOW),
      lastInterviewMessage: 'cached',
    });
    const fetchMessage = vi.fn(async () => 'fresh');
    expect(
      await loadBannerMessages({ storage, now: NOW + BANNER_CACHE_MS - 1, fetchMessage }),
    ).toEqual(['cached']);
    expect(fetchMessage).not.toHaveBeenCalled();
    expect(await loadBannerMessages({ storage, now: NOW + BANNER_CACHE_MS, fetchMessage })).toEqual(
      ['fresh'],
    );
    expect(fetchMessage).toHaveBeenCalledOnce();
  });

  it('shows shuffled quotes when the server has no message (and clears the cached one)', async () => {
    const storage = memoryStorage({ lastInterviewMessage: 'old' });
    const out = await loadBannerMessages({ storage, now: NOW, fetchMessage: async () => null });
    expect(out).toHaveLength(20);
    expect(storage.map.has('lastInterviewMessage')).toBe(false);
    const cached = await loadBannerMessages({
      storage,
      now: NOW + 1000,
      fetchMessage: async () => 'x',
    });
    expect(cached).toHaveLength(20);
  });

  it('falls back to the cached message or quotes on a failed fetch and records the time', async () => {
    const storage = memoryStorage({
      lastInterviewFetch: String(NOW - 10 * BANNER_CACHE_MS),
      lastInterviewMessage: 'kept',
    });
    const fail = async () => {
      throw new Error('offline');
    };
    expect(await loadBannerMessages({ storage, now: NOW, fetchMessage: fail })).toEqual(['kept']);
    expect(storage.map.get('lastInterviewFetch')).toBe(String(NOW));
    const empty = memoryStorage();
    expect(await loadBannerMessages({ storage: empty, now: NOW, fetchMessage: fail })).toHaveLength(
      20,
    );
    expect(isBannerCacheFresh(empty, NOW + 1)).toBe(true);
  });

  it('treats a future timestamp or garbage as stale', () => {
    expect(isBannerCacheFresh(memoryStorage({ lastInterviewFetch: String(NOW + 5000) }), NOW)).toBe(
      false,
    );
    expect(isBannerCacheFresh(memoryStorage({ lastInterviewFetch: 'abc' }), NOW)).toBe(false);
  });
});

describe('ticker timing', () => {
  it('moves at 80 px/s with a 2 s minimum', () => {
    expect(tickerDurationMs(800)).toBe(10_000);
    expect(tickerDurationMs(100)).toBe(2_000);
    expect(tickerDurationMs(-5)).toBe(2_000);
    expect(tickerDurationMs(1600 + 400)).toBe(25_000);
  });

  it('advances and wraps', () => {
    expect(nextBannerIndex(0, 3)).toBe(1);
    expect(nextBannerIndex(2, 3)).toBe(0);
    expect(nextBannerIndex(0, 1)).toBe(0);
    expect(nextBannerIndex(0, 0)).toBe(0);
  });
});
