'use client';

import { useSyncExternalStore } from 'react';
import { ApplicationList } from '@/components/applications/application-list';
import { ApplicationTable } from './application-table';

const WIDE = '(min-width: 768px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** The Table choice: the table from 768 px up, the card list below (no sideways scroll on phones). */
export function ApplicationTableView() {
  const wide = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => false,
  );
  return wide ? <ApplicationTable /> : <ApplicationList />;
}
