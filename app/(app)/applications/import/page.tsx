import type { Metadata } from 'next';
import { ImportExportScreen } from '@/components/applications/portability/import-export-screen';

export const metadata: Metadata = { title: 'Import and export applications' };

export default function ImportExportPage() {
  return <ImportExportScreen />;
}
