'use client';

import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Megaphone } from 'lucide-react';
import { callOperation } from '@/lib/api/call-operation';
import * as applicationsApi from '@/lib/contracts/applications';
import { loadBannerMessages, nextBannerIndex, tickerDurationMs } from '@/lib/applications/banner';

const REDUCED_MOTION_MS = 8_000;

const REDUCE_QUERY = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * The scrolling banner: the next interview, else shuffled quotes; each message
 * crosses at ~80 px/s (at least 2 s) and the next one starts when its animation ends. With
 * reduced motion the text stands still and changes every few seconds.
 */
export function InterviewBanner() {
  const [messages, setMessages] = useState<string[] | null>(null);
  const [index, setIndex] = useState(0);
  const reduced = useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCE_QUERY).matches,
    () => false,
  );
  const boxRef = useRef<HTMLDivElement>(null);
  const textRef = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    let alive = true;
    void loadBannerMessages({
      storage: window.localStorage,
      now: Date.now(),
      fetchMessage: () =>
        callOperation(applicationsApi.getUpcomingInterview).then((r) => r.message ?? null),
    }).then((m) => alive && setMessages(m));
    return () => {
      alive = false;
    };
  }, []);

  const message = messages?.[index % messages.length] ?? '';

  useLayoutEffect(() => {
    const box = boxRef.current;
    const text = textRef.current;
    if (!messages?.length || !box || !text) return;
    const next = () => setIndex((i) => nextBannerIndex(i, messages.length));
    if (reduced) {
      if (messages.length < 2) return;
      const t = window.setTimeout(next, REDUCED_MOTION_MS);
      return () => window.clearTimeout(t);
    }
    const from = box.clientWidth;
    const to = -text.scrollWidth;
    const animation = text.animate(
      [{ transform: `translateX(${from}px)` }, { transform: `translateX(${to}px)` }],
      {
        duration: tickerDurationMs(from - to),
        easing: 'linear',
      },
    );
    animation.onfinish = () => {
      // A single message starts over; a list moves on (re-running this effect via the index).
      if (messages.length < 2) animation.play();
      else next();
    };
    return () => animation.cancel();
  }, [messages, index, reduced]);

  return (
    <div className="flex items-center gap-3 overflow-hidden rounded-card border bg-primary-soft px-4 py-3 text-primary">
      <Megaphone aria-hidden className="size-5 shrink-0" />
      <div
        ref={boxRef}
        role="marquee"
        aria-label="Upcoming interview and motivation"
        data-testid="interview-banner"
        title={message || undefined}
        className="relative min-h-6 flex-1 overflow-hidden"
      >
        <span
          ref={textRef}
          data-testid="interview-banner-text"
          className={
            reduced
              ? 'block text-sm font-medium sm:text-base'
              : 'absolute top-0 left-0 block text-sm font-medium whitespace-nowrap will-change-transform sm:text-base'
          }
          style={reduced ? undefined : { transform: 'translateX(100vw)' }}
        >
          {message}
        </span>
      </div>
    </div>
  );
}
