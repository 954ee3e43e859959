// The dashboard's scrolling banner: which messages to show, when to fetch, how
// long each pass takes. Pure functions over a Storage-like object and a clock, so they are testable.
import { storageKeys } from '@/lib/auth/session-storage';

export const BANNER_CACHE_MS = 120_000;
export const TICKER_PX_PER_SECOND = 80;
export const TICKER_MIN_MS = 2_000;

/** The 20 motivational quotes shown when there is no upcoming interview. */
export const MOTIVATIONAL_QUOTES: readonly string[] = [
  'Every application is a step closer to the right role.',
  'Rejection is redirection: keep going.',
  'Small progress every day adds up to big results.',
  'Your next opportunity could be one application away.',
  'Consistency beats intensity in a job search.',
  'Prepare well, show up, and let your work speak.',
  'Each interview is practice for the one that says yes.',
  'You bring skills no one else has. Show them.',
  'Follow up today: persistence gets noticed.',
  'Tailor your resume, and the right doors open.',
  'Believe you can, and you are halfway there.',
  'Learning something new today makes tomorrow’s interview easier.',
  'The best time to apply was yesterday. The next best is now.',
  'Your effort today is your offer tomorrow.',
  'Stay curious, stay prepared, stay confident.',
  'A no today makes room for a better yes.',
  'Track it, improve it, land it.',
  'Great careers are built one brave step at a time.',
  'Confidence comes from preparation. Prepare today.',
  'Keep showing up: success is a habit.',
];

export type BannerStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Fisher–Yates shuffle into a new array. */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

function cachedMessage(storage: BannerStorage): string | null {
  const m = storage.getItem(storageKeys.lastInterviewMessage);
  return m && m.trim() && m !== 'null' ? m : null;
}

/** True when the last fetch is under 120 s old (a clock set back counts as stale). */
export function isBannerCacheFresh(storage: BannerStorage, now: number): boolean {
  const last = Number(storage.getItem(storageKeys.lastInterviewFetch));
  return Number.isFinite(last) && last > 0 && now - last >= 0 && now - last < BANNER_CACHE_MS;
}

export type LoadBannerOptions = {
  storage: BannerStorage;
  now: number;
  /** Asks the server; resolves to its message, or null when there is no upcoming interview. */
  fetchMessage: () => Promise<string | null>;
  random?: () => number;
};

/**
 * The messages to cycle through: within 120 s of the last fetch, the cached message or shuffled
 * quotes; else fetch, cache the answer and the time, and show the message or shuffled quotes.
 * A failed fetch records the time too and falls back to the cached message or quotes.
 */
export async function loadBannerMessages({
  storage,
  now,
  fetchMessage,
  random,
}: LoadBannerOptions): Promise<string[]> {
  const quotes = () => shuffle(MOTIVATIONAL_QUOTES, random);
  if (isBannerCacheFresh(storage, now)) {
    const cached = cachedMessage(storage);
    return cached ? [cached] : quotes();
  }
  let message: string | null;
  try {
    message = await fetchMessage();
  } catch {
    storage.setItem(storageKeys.lastInterviewFetch, String(now));
    const cached = cachedMessage(storage);
    return cached ? [cached] : quotes();
  }
  storage.setItem(storageKeys.lastInterviewFetch, String(now));
  if (message && message.trim()) {
    storage.setItem(storageKeys.lastInterviewMessage, message);
    return [message];
  }
  storage.removeItem(storageKeys.lastInterviewMessage);
  return quotes();
}

/** How long one pass takes: the distance at ~80 px/s, never under 2 s. */
export function tickerDurationMs(distancePx: number): number {
  const ms = (Math.max(0, distancePx) / TICKER_PX_PER_SECOND) * 1000;
  return Math.max(TICKER_MIN_MS, Math.round(ms));
}

/** The message after `index` (wraps; a single message repeats). */
export function nextBannerIndex(index: number, count: number): number {
  return count <= 0 ? 0 : (index + 1) % count;
}
