import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ResumeEditorScreen } from '@/components/resume/editor/resume-editor-screen';

export const metadata: Metadata = { title: 'Resume editor' };

export default function ResumeEditPage() {
  return (
    <Suspense>
      <ResumeEditorScreen />
    </Suspense>
  );
}
