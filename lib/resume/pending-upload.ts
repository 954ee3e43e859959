// Hands the resume file chosen on /ai/resume/feedback to /resume/edit. A File cannot go through
// the URL or localStorage, so it is kept in memory (client-side navigation keeps this module
// alive) and, for a reload of the editor, in IndexedDB. The editor reads it as often as it opens
// (a remount, a reload or Back and Forward while the file is still being read) and settles it once
// the resume shows and its cached copy is written; from then on the cached copy takes over.
import type { Analysis } from '@/lib/resume/analysis-schema';
import { fromStoredFile, toStoredFile, withStore, type StoredFile } from './browser-store';

export type PendingUpload = {
  file: File;
  analysis: Analysis | null;
  jobDescription: string | null;
};

type StoredUpload = StoredFile & {
  analysis: Analysis | null;
  jobDescription: string | null;
};

const STORE = 'pending-upload';
const KEY = 'current';

let pending: PendingUpload | null = null;

/** Keeps the upload for the editor (memory at once; IndexedDB when the browser allows it). */
export async function setPendingUpload(upload: PendingUpload): Promise<void> {
  pending = upload;
  const record: StoredUpload = {
    ...toStoredFile(upload.file),
    analysis: upload.analysis,
    jobDescription: upload.jobDescription,
  };
  await withStore(STORE, 'readwrite', (store) => store.put(record, KEY));
}

/** The upload waiting for the editor (memory first, else IndexedDB after a reload); null when none. */
export async function readPendingUpload(): Promise<PendingUpload | null> {
  if (pending) return pending;
  const record = (await withStore(STORE, 'readonly', (store) =>
    store.get(KEY),
  )) as StoredUpload | null;
  if (!record?.blob) return null;
  pending = {
    file: fromStoredFile(record),
    analysis: record.analysis ?? null,
    jobDescription: record.jobDescription ?? null,
  };
  return pending;
}

/**
 * The editor showed `upload` and cached it: it is no longer waiting. A newer hand-off (another
 * file chosen meanwhile) stays.
 */
export async function settlePendingUpload(upload: { file: File }): Promise<void> {
  if (pending && pending.file !== upload.file) return;
  pending = null;
  await clearPendingUpload();
}

/** Forgets the hand-off (settled, or signing out). */
export async function clearPendingUpload(): Promise<void> {
  pending = null;
  await withStore(STORE, 'readwrite', (store) => store.delete(KEY));
}
