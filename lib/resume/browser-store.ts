// The browser's IndexedDB database for files that must outlive a page: the resume handed to the
// editor and the Resume AI screen's draft. Every call opens, runs one request and closes, and
// answers null where IndexedDB is missing or refuses (private modes, tests outside a browser).
const DB_NAME = 'pursuit';
const VERSION = 2;
export const STORES = ['pending-upload', 'feedback-draft'] as const;
export type StoreName = (typeof STORES)[number];

function openDb(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null);
  return new Promise((resolve) => {
    const request = indexedDB.open(DB_NAME, VERSION);
    request.onupgradeneeded = () => {
      for (const name of STORES)
        if (!request.result.objectStoreNames.contains(name)) request.result.createObjectStore(name);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
  });
}

/** Runs one request on `store`; null when the browser has no usable IndexedDB. */
export async function withStore(
  store: StoreName,
  mode: IDBTransactionMode,
  run: (objects: IDBObjectStore) => IDBRequest,
): Promise<unknown> {
  const db = await openDb().catch(() => null);
  if (!db) return null;
  try {
    return await new Promise<unknown>((resolve) => {
      const request = run(db.transaction(store, mode).objectStore(store));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
    });
  } catch {
    return null;
  } finally {
    db.close();
  }
}

/** A File as IndexedDB keeps it: some browsers cannot structured-clone a File, so a Blob and its name. */
export type StoredFile = { blob: Blob; name: string; type: string };

export const toStoredFile = (file: File): StoredFile => ({
  blob: file.slice(0, file.size, file.type),
  name: file.name,
  type: file.type,
});

export const fromStoredFile = (stored: StoredFile): File =>
  new File([stored.blob], stored.name, { type: stored.type });
