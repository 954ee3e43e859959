import type { Metadata } from 'next';
import { NewApplicationScreen } from '@/components/applications/application-screens';

export const metadata: Metadata = { title: 'Add application' };

export default function NewApplicationPage() {
  return <NewApplicationScreen />;
}
