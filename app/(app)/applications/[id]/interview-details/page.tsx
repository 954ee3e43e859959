import type { Metadata } from 'next';
import { InterviewDetailsScreen } from '@/components/applications/application-screens';

export const metadata: Metadata = { title: 'Interview details' };

export default async function InterviewDetailsPage({
  params,
}: {
  params: Promise<{ id: string }>;
}) {
  const { id } = await params;
  return <InterviewDetailsScreen id={id} />;
}
