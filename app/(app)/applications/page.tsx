import type { Metadata } from 'next';
import { ApplicationsView } from '@/components/applications/board/applications-view';

export const metadata: Metadata = { title: 'Applications' };

export default function ApplicationsPage() {
  return <ApplicationsView />;
}
