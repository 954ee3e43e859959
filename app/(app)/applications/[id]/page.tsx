import type { Metadata } from 'next';
import { ApplicationDetailsScreen } from '@/components/applications/application-screens';

export const metadata: Metadata = { title: 'Application' };

export default async function ApplicationPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <ApplicationDetailsScreen id={id} />;
}
