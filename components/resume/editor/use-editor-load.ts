'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { editorClosed, editorSnapshot, writeEditorCache } from './editor-cache';
import { loadEditorData, type EditorData, type UploadHandOff } from './load-editor-data';

export type LoadState =
  | { status: 'loading' }
  | { status: 'empty' }
  | { status: 'failed'; message: string }
  | { status: 'ready' };

export type EditorLoadInput = {
  token: string | null;
  source: string | null;
  /** The file the Resume AI screen handed over, if one is waiting (may be read again). */
  readUpload: () => Promise<UploadHandOff | null>;
  /** That file is shown and cached: it is no longer waiting. */
  settleUpload: (upload: UploadHandOff) => Promise<void>;
  /** Puts `data` into the editor's state (which the editor then keeps in its cached copy). */
  apply: (data: EditorData) => void;
};

const message = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Could not load your resume.';

/**
 * The editor's loading: what to open (cached copy, extension hand-off, uploaded file, saved
 * resume), its cached copy, and the copy's end when the person leaves the editor. A remount on the
 * same page (React may unmount and mount the editor again) finds the cached copy, or the upload
 * still waiting when it was not shown yet — never "Nothing to edit yet".
 */
export function useEditorLoad({ token, source, readUpload, settleUpload, apply }: EditorLoadInput) {
  const [load, setLoad] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const filename = useRef<string | null>(null);

  const show = useCallback(
    (data: EditorData) => {
      filename.current = data.filename;
      apply(data);
      setLoad({ status: 'ready' });
      // At once (the editor rewrites it on each change): a hand-off is settled only once this is written.
      writeEditorCache(data.filename, {
        ...data,
        savedSnapshot: data.savedSnapshot ?? editorSnapshot(data.resume, data.template),
      });
    },
    [apply],
  );

  useEffect(() => {
    let cancelled = false;
    (async () => {
      const upload = await readUpload();
      const data = await loadEditorData({ token, source, upload });
      if (cancelled) return;
      if (!data) return setLoad({ status: 'empty' });
      show(data);
      if (upload && data.filename === upload.file.name) await settleUpload(upload);
    })().catch((error: unknown) => {
      if (!cancelled) setLoad({ status: 'failed', message: message(error) });
    });
    return () => {
      cancelled = true;
    };
  }, [token, source, readUpload, settleUpload, show, attempt]);

  useEffect(() => () => editorClosed(filename.current), []);

  const retry = useCallback(() => {
    setLoad({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { load, show, retry, filename };
}
