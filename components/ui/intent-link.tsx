'use client';

import Link from 'next/link';
import { useState, type ComponentProps } from 'react';

type Props = Omit<ComponentProps<typeof Link>, 'prefetch'>;

/**
 * next/link that prefetches when the person shows intent (pointer over it, focus, touch) instead
 * of as soon as it scrolls into view. The app shell has ~8 links in view on every screen; prefetching
 * them all at load fetched 12 route payloads and a dozen chunks while the dashboard was starting
 * (the login screen: 9, the landing page: 10), all counted by Lighthouse as blocking time. Pattern
 * from Next's prefetching guide.
 */
export function IntentLink({ onMouseEnter, onFocus, onTouchStart, ...props }: Props) {
  const [intent, setIntent] = useState(false);
  return (
    <Link
      {...props}
      prefetch={intent ? null : false}
      onMouseEnter={(event) => {
        setIntent(true);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
    />
  );
}
