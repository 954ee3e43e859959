// The Resume AI screen's work in progress — the chosen file, the job description and the last
// analysis — kept in IndexedDB so leaving the screen (the editor, the dashboard) or reloading it
// loses nothing. Written under the signed-in user's id and read back only for the same user;
// Reset and signing out forget it.
import { analysisSchema, type Analysis } from '@/lib/resume/analysis-schema';
import { storageKeys } from '@/lib/auth/session-storage';
import { fromStoredFile, toStoredFile, withStore, type StoredFile } from './browser-store';

const STORE = 'feedback-draft';

export type FeedbackResult = {
  analysis: Analysis;
  filename: string;
  preview: string;
  fromCache: boolean;
};

export type FeedbackDraft = {
  file: File | null;
  jobDescription: string;
  result: FeedbackResult | null;
};

type Owned<T> = T & { userId: string };
type StoredState = { jobDescription: string; result: FeedbackResult | null };

const currentUser = () =>
  (typeof window === 'undefined' ? null : window.localStorage.getItem(storageKeys.userId)) ?? '';

function parseResult(value: unknown): FeedbackResult | null {
  if (!value || typeof value !== 'object') return null;
  const r = value as Partial<FeedbackResult>;
  const analysis = analysisSchema.safeParse(r.analysis);
  if (!analysis.success || typeof r.filename !== 'string') return null;
  return {
    analysis: analysis.data,
    filename: r.filename,
    preview: typeof r.preview === 'string' ? r.preview : '',
    fromCache: r.fromCache === true,
  };
}

/** The draft this user left on the screen; null when there is none. */
export async function readFeedbackDraft(): Promise<FeedbackDraft | null> {
  const user = currentUser();
  const [file, state] = await Promise.all([
    withStore(STORE, 'readonly', (s) => s.get('file')) as Promise<Owned<StoredFile> | null>,
    withStore(STORE, 'readonly', (s) => s.get('state')) as Promise<Owned<StoredState> | null>,
  ]);
  const mine = <T extends { userId: string }>(r: T | null | undefined) =>
    r && r.userId === user ? r : null;
  const ownFile = mine(file);
  const ownState = mine(state);
  if (!ownFile?.blob && !ownState) return null;
  return {
    file: ownFile?.blob ? fromStoredFile(ownFile) : null,
    jobDescription: typeof ownState?.jobDescription === 'string' ? ownState.jobDescription : '',
    result: parseResult(ownState?.result),
  };
}

// Writes go one after another, so the last keystroke's description is the one kept.
let writes: Promise<unknown> = Promise.resolve();
const queue = (write: () => Promise<unknown>): Promise<void> => {
  writes = writes.then(write, write);
  return writes.then(() => undefined);
};

/** Keeps the chosen file (null forgets it). */
export function saveDraftFile(file: File | null): Promise<void> {
  const record = file ? { ...toStoredFile(file), userId: currentUser() } : null;
  return queue(() =>
    withStore(STORE, 'readwrite', (s) => (record ? s.put(record, 'file') : s.delete('file'))),
  );
}

/** Keeps the description and the analysis shown (both empty: forgets them). */
export function saveDraftState(state: StoredState): Promise<void> {
  const empty = !state.jobDescription && !state.result;
  const record = { ...state, userId: currentUser() };
  return queue(() =>
    withStore(STORE, 'readwrite', (s) => (empty ? s.delete('state') : s.put(record, 'state'))),
  );
}

/** Forgets the whole draft (signing out). */
export function clearFeedbackDraft(): Promise<void> {
  return queue(() => withStore(STORE, 'readwrite', (s) => s.clear()));
}
