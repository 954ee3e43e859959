// Hands the resume file chosen on /ai/resume/feedback to /resume/edit. A File cannot go through
// the URL or localStorage, so it is kept in memory (client-side navigation keeps this module
// alive) and, for a reload of the editor, in IndexedDB. The editor takes it once.
import type { Analysis } from '@/lib/resume/analysis-schema';

export type PendingUpload = {
  file: File;
  analysis: Analysis | null;
  jobDescription: string | null;
};

const DB_NAME = 'pursuit';
const STORE = 'pending-upload';
const KEY = 'current';

let pending: PendingUpload | null = null;

function openDb(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null);
  return new Promise((resolve) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
  });
}

async function withStore<T>(
  mode: IDBTransactionMode,
  run: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T | null> {
  const db = await openDb();
  if (!db) return null;
  try {
    return await new Promise<T | null>((resolve) => {
      const request = run(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
    });
  } finally {
    db.close();
  }
}

/** Keeps the upload for the editor (memory at once; IndexedDB when the browser allows it). */
export async function setPendingUpload(upload: PendingUpload): Promise<void> {
  pending = upload;
  // Stored as a Blob plus its name: some browsers cannot structured-clone a File into IndexedDB.
  const record = {
    blob: upload.file.slice(0, upload.file.size, upload.file.type),
    name: upload.file.name,
    type: upload.file.type,
    analysis: upload.analysis,
    jobDescription: upload.jobDescription,
  };
  await withStore('readwrite', (store) => store.put(record, KEY)).catch(() => null);
}

/** The upload waiting in memory, taken (a second call answers null). */
export function takePendingUpload(): PendingUpload | null {
  const upload = pending;
  pending = null;
  if (upload) void clearStoredUpload();
  return upload;
}

/** The upload kept in IndexedDB (after a reload), taken; null when there is none. */
export async function takeStoredPendingUpload(): Promise<PendingUpload | null> {
  const fromMemory = takePendingUpload();
  if (fromMemory) return fromMemory;
  const record = (await withStore('readonly', (store) => store.get(KEY)).catch(() => null)) as {
    blob: Blob;
    name: string;
    type: string;
    analysis: Analysis | null;
    jobDescription: string | null;
  } | null;
  if (!record?.blob) return null;
  await clearStoredUpload();
  return {
    file: new File([record.blob], record.name, { type: record.type }),
    analysis: record.analysis ?? null,
    jobDescription: record.jobDescription ?? null,
  };
}

async function clearStoredUpload(): Promise<void> {
  await withStore('readwrite', (store) => store.delete(KEY)).catch(() => null);
}
