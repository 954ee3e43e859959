'use client';

// The Applications screen's List / Board / Table choice, remembered in localStorage and shared by every
// component that shows or switches it.
import { useSyncExternalStore } from 'react';
import { TABLE_STORAGE_KEYS } from '@/components/applications/table/table-preferences';

export type ApplicationsView = 'list' | 'board' | 'table';

const KEY = TABLE_STORAGE_KEYS.view;
const EVENT = 'pursuit:applications-view';

function read(): ApplicationsView {
  try {
    const stored = window.localStorage.getItem(KEY);
    return stored === 'board' || stored === 'table' ? stored : 'list';
  } catch {
    return 'list';
  }
}

function subscribe(onChange: () => void) {
  window.addEventListener(EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The remembered view ('list' on the server and on first visit). */
export function useApplicationsView(): ApplicationsView {
  return useSyncExternalStore(subscribe, read, () => 'list');
}

/** Switches and remembers the view. */
export function setApplicationsView(view: ApplicationsView): void {
  try {
    window.localStorage.setItem(KEY, view);
  } catch {
    /* private mode: the choice lasts this page only */
  }
  window.dispatchEvent(new Event(EVENT));
}
