import type { Metadata } from 'next';
import { EditApplicationScreen } from '@/components/applications/application-screens';

export const metadata: Metadata = { title: 'Edit application' };

export default async function EditApplicationPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <EditApplicationScreen id={id} />;
}
