import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Dashboard' };

export default function DashboardPage() {
  return <h1 className="text-2xl font-semibold tracking-tight">Dashboard Overview</h1>;
}
