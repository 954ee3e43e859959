import type { Metadata } from 'next';
import { TasksScreen } from '@/components/applications/tasks/tasks-screen';

export const metadata: Metadata = { title: 'Tasks' };

export default function TasksPage() {
  return <TasksScreen />;
}
