'use client';

import { useEffect, useRef, useState } from 'react';
import {
  readFeedbackDraft,
  saveDraftFile,
  saveDraftState,
  type FeedbackDraft,
} from '@/lib/resume/feedback-draft';

/**
 * Keeps the Resume AI screen's file, description and analysis across navigation and reloads:
 * `restore` receives what was left (once, on opening), and every later change is written back.
 * Nothing is written before the restore finished, so opening the screen never erases a draft.
 */
export function useFeedbackDraft(
  { file, jobDescription, result }: FeedbackDraft,
  restore: (draft: FeedbackDraft) => void,
): void {
  const [restored, setRestored] = useState(false);
  const onRestore = useRef(restore);
  useEffect(() => {
    onRestore.current = restore;
  });

  useEffect(() => {
    let cancelled = false;
    readFeedbackDraft()
      .then((draft) => {
        if (!cancelled && draft) onRestore.current(draft);
      })
      .catch(() => {})
      .finally(() => {
        if (!cancelled) setRestored(true);
      });
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    if (restored) void saveDraftFile(file);
  }, [restored, file]);

  useEffect(() => {
    if (restored) void saveDraftState({ jobDescription, result });
  }, [restored, jobDescription, result]);
}
