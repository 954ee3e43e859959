import type { Metadata } from 'next';
import { ResumeFeedbackScreen } from '@/components/resume/feedback/resume-feedback-screen';

export const metadata: Metadata = { title: 'AI Resume Feedback' };

export default function ResumeFeedbackPage() {
  return <ResumeFeedbackScreen />;
}
