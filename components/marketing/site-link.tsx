import Link from 'next/link';
import type { ComponentProps } from 'react';

/**
 * next/link for the public pages, without prefetching. By default every link in the viewport
 * prefetches its route's payload and JavaScript as soon as the page hydrates; on the landing page
 * (before it became plain HTML) that was 10 requests and ~40 KB of sign-up/login code evaluated
 * during load, which Lighthouse counted as blocking time. A click still navigates client-side.
 */
export function SiteLink(props: Omit<ComponentProps<typeof Link>, 'prefetch'>) {
  return <Link {...props} prefetch={false} />;
}
